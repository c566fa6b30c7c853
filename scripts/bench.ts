#!/usr/bin/env bun
/**
 * `bun run bench`: every benchmark in one process and one run, so figures are comparable side by side,
 * written to BENCHMARKS.md. Sections come from the packages that own them.
 */
import { existsSync, writeFileSync } from "node:fs";
import { arch, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { benchCodegen } from "../packages/codegen/bench/bench-codegen.ts";

const ROOT = join(import.meta.dir, "..");
const sections: string[] = [];
sections.push(await benchCodegen());

/** Optional sections owned by other packages; each exports a function returning markdown. */
const external: [string, string][] = [
  [join(ROOT, "scripts/bench-proto.ts"), "benchProto"],
  [join(ROOT, "packages/runtime/bench/bench-runtime.ts"), "benchRuntime"],
  [join(ROOT, "packages/runtime/bench/bench-tool-engine.ts"), "benchToolEngine"],
  [join(ROOT, "packages/client/bench/bench-client-tools.ts"), "benchClientTools"],
];
for (const [path, fn] of external) {
  if (!existsSync(path)) continue;
  const mod = (await import(path)) as Record<string, () => Promise<string>>;
  sections.push(await mod[fn]!());
}

const header = [
  "# Benchmarks",
  "",
  `Written by \`bun run bench\` on ${new Date().toISOString().slice(0, 10)}: Bun ${Bun.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"} (${arch()}), ${Math.round(totalmem() / 2 ** 30)} GiB.`,
  "All figures in one run of one process; compare ratios, not absolute numbers across machines.",
  "",
].join("\n");
writeFileSync(join(ROOT, "BENCHMARKS.md"), `${header}\n${sections.join("\n\n")}\n`);
console.log(`${header}\n${sections.join("\n\n")}`);
