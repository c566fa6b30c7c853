#!/usr/bin/env bun
/**
 * `bun run bench`: every benchmark in one process and one run, so figures are comparable side by side,
 * written to BENCHMARKS.md. Sections come from the packages that own them.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { arch, cpus, totalmem } from "node:os";
import { join } from "node:path";
import { benchCodegen } from "../packages/codegen/bench/bench-codegen.ts";

const ROOT = join(import.meta.dir, "..");
// `--only <name>`: run one optional section and replace just that section of BENCHMARKS.md.
const onlyIndex = process.argv.indexOf("--only");
const only = onlyIndex >= 0 ? process.argv[onlyIndex + 1] : undefined;
const sections: string[] = [];
if (!only) sections.push(await benchCodegen());

/** Optional sections owned by other packages; each exports a function returning markdown. */
const external: [string, string][] = [
  [join(ROOT, "packages/codegen/bench/bench-scaling.ts"), "benchScaling"],
  // Compiled guards and z.compile beside Zod and ajv.
  [join(ROOT, "scripts/bench-guards.ts"), "benchGuards"],
  [join(ROOT, "scripts/bench-proto.ts"), "benchProto"],
  [join(ROOT, "scripts/bench-bridge-import.ts"), "benchBridgeImport"],
  [join(ROOT, "packages/runtime/bench/bench-servers.ts"), "benchServers"],
  [join(ROOT, "packages/runtime/bench/bench-runtime.ts"), "benchRuntime"],
  [join(ROOT, "packages/runtime/bench/bench-tool-engine.ts"), "benchToolEngine"],
  [join(ROOT, "packages/runtime/bench/bench-sandbox.ts"), "benchSandbox"],
  [join(ROOT, "packages/client/bench/bench-client-tools.ts"), "benchClientTools"],
  [join(ROOT, "packages/runtime/bench/bench-replicas.ts"), "benchReplicas"],
];
if (only) {
  // The generator section (always run in a full bench) can be refreshed alone too: `--only codegen`.
  const codegen: [string, string] = [join(ROOT, "packages/codegen/bench/bench-codegen.ts"), "benchCodegen"];
  const candidates = [codegen, ...external];
  const entry = candidates.find(([path, fn]) => fn.toLowerCase() === `bench${only.toLowerCase()}` && existsSync(path));
  if (!entry) throw new Error(`--only ${only}: no such section (${candidates.map(([, fn]) => fn.replace(/^bench/, "").toLowerCase()).join(", ")})`);
  const section = await ((await import(entry[0])) as Record<string, () => Promise<string>>)[entry[1]]!();
  const file = join(ROOT, "BENCHMARKS.md");
  const current = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  const heading = section.split("\n")[0]!;
  const start = current.indexOf(`${heading}\n`);
  const next = start < 0 ? -1 : current.indexOf("\n## ", start + heading.length);
  const updated = start < 0 ? `${current.trimEnd()}\n\n${section}\n` : `${current.slice(0, start)}${section.trimEnd()}\n${next < 0 ? "" : current.slice(next)}`;
  writeFileSync(file, noteRefreshed(updated, heading.replace(/^## /, "")));
  console.log(section);
  process.exit(0);
}
for (const [path, fn] of external) {
  if (!existsSync(path)) continue;
  const mod = (await import(path)) as Record<string, () => Promise<string>>;
  sections.push(await mod[fn]!());
}

const header = [
  "# Benchmarks",
  "",
  `Written by \`bun run bench\` on ${new Date().toISOString().slice(0, 10)}: Bun ${Bun.version}, ${cpus().length} × ${cpus()[0]?.model ?? "cpu"} (${arch()}), ${Math.round(totalmem() / 2 ** 30)} GiB.`,
  "All figures in one run of one process; compare ratios, not absolute numbers across machines. The 2 cores are shared with",
  "other work: absolute throughput moves ±30 % between runs, so read the ratio columns (peers measured alternately, side by side).",
  "Noisy: every ops/s, round trips/s and seconds figure, most of all the server and load-test rows (clients and servers share",
  "the 2 cores). Steady: peak RSS, byte sizes, lost/duplicated counts.",
  "",
].join("\n");
writeFileSync(join(ROOT, "BENCHMARKS.md"), `${header}\n${sections.join("\n\n")}\n`);
console.log(`${header}\n${sections.join("\n\n")}`);

/** The header's list of sections refreshed alone since the full run, with `section` added. */
function noteRefreshed(markdown: string, section: string): string {
  const prefix = "Refreshed alone with `--only` since the full run: ";
  const lines = markdown.split("\n");
  const at = lines.findIndex((l) => l.startsWith(prefix));
  // A section refreshed again replaces its earlier entry (and date).
  const listed = at < 0 ? [] : lines[at]!.slice(prefix.length).replace(/\.$/, "").split("; ").filter((entry) => !entry.startsWith(`${section} (`));
  const line = `${prefix}${[...listed, `${section} (${new Date().toISOString().slice(0, 10)})`].join("; ")}.`;
  if (at >= 0) lines[at] = line;
  else lines.splice(lines.findIndex((l) => l.startsWith("## ")) - 1, 0, line);
  return lines.join("\n");
}
