import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSyntheticSchemas } from "../../../scripts/synthetic-schemas.ts";

const ROOT = join(import.meta.dir, "../../..");
const CLI = join(ROOT, "packages/codegen/src/cli/main.ts");
const PRELOAD = join(import.meta.dir, "report-max-rss.ts");
const SIZES = [100, 1000, 5000] as const;

interface Run {
  readonly schemas: number;
  readonly seconds: number;
  /** Peak resident set size in KiB (1024 bytes), as Linux reports it. */
  readonly maxRssKiB: number;
}

/** Runs `toolwire generate --targets <targets>` on a synthetic set as a subprocess; wall time and peak RSS. */
async function generateOnce(schemasDir: string, outDir: string, targets: string, schemas: number): Promise<Run> {
  const started = performance.now();
  const proc = Bun.spawn(["bun", "--preload", PRELOAD, CLI, "generate", "--schemas", schemasDir, "--out", outDir, "--lint", "--quiet", "--targets", targets], {
    stdout: "ignore",
    stderr: "pipe",
  });
  const stderr = await new Response(proc.stderr).text();
  const code = await proc.exited;
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`toolwire generate exited ${code}: ${stderr.slice(0, 2000)}`);
  const kib = Number(/toolwire-max-rss-kib=(\d+)/.exec(stderr)?.[1] ?? Number.NaN);
  return { schemas, seconds, maxRssKiB: kib };
}

/**
 * The generation scaling table: `scripts/synthetic-schemas.ts` writes 100, 1000 and 5000 schemas, and
 * `toolwire generate` runs on each as a subprocess (`--targets zod,ts`, then `zod` alone), reporting wall time,
 * time per schema against the 1000 set, and peak RSS read from inside the child.
 */
export async function benchScaling(): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), "toolwire-scaling-"));
  const rows: string[] = [];
  try {
    for (const targets of ["zod,ts", "zod"]) {
      const runs: Run[] = [];
      for (const size of SIZES) {
        const schemas = join(work, `schemas-${size}`);
        writeSyntheticSchemas(size, schemas);
        runs.push(await generateOnce(schemas, join(work, `out-${size}-${targets.replace(",", "-")}`), targets, size));
      }
      const base = runs.find((r) => r.schemas === 1000)!;
      for (const r of runs) {
        const perSchema = (r.seconds * 1000) / r.schemas;
        const relative = perSchema / ((base.seconds * 1000) / base.schemas);
        const mib = r.maxRssKiB / 1024;
        const mb = (r.maxRssKiB * 1024) / 1e6;
        rows.push(`| \`${targets}\` | ${r.schemas} | ${r.seconds.toFixed(2)} | ${perSchema.toFixed(2)} | ${relative.toFixed(2)}× | ${Math.round(mb)} | ${Math.round(mib)} |`);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return [
    "## Generation scaling",
    "",
    "`toolwire generate --lint` as a subprocess on synthetic schema sets (`bun scripts/synthetic-schemas.ts <n> <dir>`: deterministic, lint-clean, closed records, enums, patterns, open maps, nullable unions, discriminated unions and `$ref`s to earlier schemas). Wall time includes process start (~0.1 s); peak RSS is the child's own `VmHWM` (/proc/self/status, not getrusage, whose maxrss keeps the spawning bench process's peak across exec), in MB (10^6 bytes) and MiB (2^20 bytes); the goal for `zod,ts` at 5000 is under 400 MB. One run each, so times are noisy on this shared machine (±25 %); peak RSS moves a few per cent run to run.",
    "",
    "| targets | schemas | seconds | ms / schema | ms / schema vs 1000 | peak RSS MB | peak RSS MiB |",
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchScaling());
