/**
 * The bridge's import cost (issue 22): what loading `@generated/proto/bridge` whole costs a fresh process, beside
 * loading one domain's module (`bridge/<proto path>.ts`), each in its own subprocess (the median of RUNS).
 */
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..");
const PROTO = join(ROOT, "packages/proto");
const RUNS = 7;
/**
 * Measured on 2026-11-25 on this machine with this script's `measure` before the split (the old 9,144-line bridge.ts,
 * holding the whole plan, put back beside the new one): medians 15.0 and 15.9 ms, 11.2 MiB, in two rounds alternated
 * with the new bridge.ts (14.7 and 16.3 ms, 10.7 and 10.5 MiB).
 */
const BEFORE = { ms: 15.5, rssMiB: 11.2 };
const PROBE = `
const rss = process.memoryUsage().rss;
const t0 = performance.now();
await import(process.argv[1]);
const ms = performance.now() - t0;
console.log(JSON.stringify({ ms, rss: process.memoryUsage().rss - rss }));
`;

/** Median import time (ms) and RSS growth (MiB) of `module` (relative to packages/proto) in fresh processes. */
export async function measure(module: string): Promise<{ ms: number; rssMiB: number }> {
  const samples: { ms: number; rss: number }[] = [];
  // One untimed process first: Bun's transpiler cache is filled for every run alike.
  for (let i = -1; i < RUNS; i++) {
    const proc = Bun.spawnSync(["bun", "-e", PROBE, join(PROTO, module)], { cwd: PROTO, stderr: "pipe" });
    if (!proc.success) throw new Error(`importing ${module} failed: ${proc.stderr.toString()}`);
    if (i >= 0) samples.push(JSON.parse(proc.stdout.toString().trim().split("\n").at(-1)!));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ms: median(samples.map((s) => s.ms)), rssMiB: median(samples.map((s) => s.rss)) / 2 ** 20 };
}

/** The section: whole bridge before and after, and single domains after, with ratios to the whole bridge before. */
export async function benchBridgeImport(): Promise<string> {
  const rows: [string, { ms: number; rssMiB: number }][] = [
    ["`@generated/proto/bridge` (every domain)", await measure("bridge.ts")],
    ["one domain: `bridge/opencode/permission/v1/permission`", await measure("bridge/opencode/permission/v1/permission.ts")],
    ["one domain: `bridge/opencode/tools/v1/tools`", await measure("bridge/opencode/tools/v1/tools.ts")],
  ];
  const f = (n: number) => n.toFixed(1);
  return [
    "## Bridge import cost",
    "",
    `Loading the JSON <-> proto bridge in a fresh \`bun\` process: import time and resident memory it adds, median of ${RUNS} processes each (guards, ts-proto modules and codecs the module pulls in included). Before: the single \`bridge.ts\` with the whole conversion plan (measured once before the split, same machine and method). After: the plan and functions split per .proto file (\`bridge-plans/\`, \`bridge/\`), \`bridge.ts\` re-exporting them.`,
    "",
    "| import | before ms | before MiB | after ms | after MiB | after ÷ whole bridge before (time) |",
    "|---|---:|---:|---:|---:|---:|",
    ...rows.map(([what, after], i) => `| ${what} | ${i === 0 ? f(BEFORE.ms) : "—"} | ${i === 0 ? f(BEFORE.rssMiB) : "—"} | ${f(after.ms)} | ${f(after.rssMiB)} | ${(after.ms / BEFORE.ms).toFixed(2)}× |`),
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchBridgeImport());
