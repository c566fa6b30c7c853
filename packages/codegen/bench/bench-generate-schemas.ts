import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bufGenYaml } from "../src/emit/proto/buf-config.ts";
import { emitProto } from "../src/emit/proto/emit-proto.ts";
import type { GeneratedFile } from "../src/emit/generated-file.ts";
import { buildProgramOrThrow } from "../src/pipeline.ts";
import { readInputs, repoLayout } from "../src/proto-toolchain/proto-sync.ts";
import { runBuf, tsProtoPluginPath } from "../src/proto-toolchain/tools.ts";
import { compileTsProto, writeTree } from "../src/proto-toolchain/ts-proto.ts";
import { generatedOutputs } from "../src/proto-toolchain/generate-schemas.ts";
import { scanGenerated } from "../src/write/scan-existing.ts";

const ROOT = join(import.meta.dir, "../../..");

const OUTPUTS = generatedOutputs();
// An input, not an output: without it field numbers would be assigned afresh.
const KEEP = new Set(["proto/fields.lock.json"]);

/** One cold run: wall and CPU seconds (the child's user + system time, its own children included). */
export interface ColdRun {
  readonly seconds: number;
  readonly cpuSeconds: number;
}

function generatedFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [dir, endings] of OUTPUTS) {
    for (const rel of scanGenerated(join(root, dir), endings)) {
      const path = `${dir}/${rel}`;
      if (!KEEP.has(path)) files.set(path, readFileSync(join(root, path), "utf8"));
    }
  }
  return files;
}

/**
 * `bun run generate:schemas` as the user runs it, cold: every generated file is deleted first (the writer writes them
 * all again) and, were the script to go through turbo, it gets `--force` and a scratch cache dir, so no cache replays a
 * result. Each run must reproduce the files that were on disk before byte for byte; whatever differs is put back and
 * the bench fails.
 */
export async function measureGenerateSchemasCold(runs: number, root = ROOT): Promise<ColdRun[]> {
  const committed = generatedFiles(root);
  const script = generateSchemasScript(root);
  // Under turbo, `--force` keeps its cache from replaying the outputs.
  const args = script.includes("turbo ") ? ["--force"] : [];
  const cache = mkdtempSync(join(tmpdir(), "toolwire-turbo-cache-"));
  const out: ColdRun[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      for (const path of committed.keys()) unlinkSync(join(root, path));
      const started = performance.now();
      const proc = Bun.spawn(["bun", "run", "generate:schemas", ...args], {
        cwd: root,
        env: { ...process.env, TURBO_CACHE_DIR: cache, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1" },
        stdout: "pipe",
        stderr: "pipe",
      });
      const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
      const seconds = (performance.now() - started) / 1000;
      const usage = proc.resourceUsage();
      if (code !== 0) throw new Error(`bun run generate:schemas exited ${code}:\n${stdout}\n${stderr}`);
      const regenerated = generatedFiles(root);
      const differing = [...committed.keys()].filter((p) => regenerated.get(p) !== committed.get(p));
      if (differing.length > 0 || regenerated.size !== committed.size) {
        throw new Error(`generate:schemas cold run ${i + 1} did not reproduce the committed files: ${differing.slice(0, 5).join(", ")}`);
      }
      const cpu = usage ? Number(usage.cpuTime.user + usage.cpuTime.system) / 1e6 : Number.NaN;
      out.push({ seconds, cpuSeconds: cpu });
    }
  } finally {
    // Whatever happened, the committed generated files are back as they were.
    for (const [path, content] of committed) {
      let current: string | undefined;
      try {
        current = readFileSync(join(root, path), "utf8");
      } catch {
        current = undefined;
      }
      if (current !== content) writeFileSync(join(root, path), content);
    }
    rmSync(cache, { recursive: true, force: true });
  }
  return out;
}

/** The command `bun run generate:schemas` runs, from the repository's package.json. */
function generateSchemasScript(root: string): string {
  return (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts["generate:schemas"]!;
}

/** The median of a non-empty list. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The step this repository used to run for ts-proto, as the peer of the in-process one: `buf generate` with the npm
 * plugin under node (buf's default strategy, one plugin process per proto directory), through the node launcher.
 */
function bufGenerateWithPlugin(protoFiles: readonly GeneratedFile[]): void {
  const root = mkdtempSync(join(tmpdir(), "toolwire-bench-ts-proto-"));
  try {
    writeTree(join(root, "proto"), protoFiles);
    writeFileSync(join(root, "buf.gen.yaml"), bufGenYaml(tsProtoPluginPath(), join(root, "out")));
    const run = runBuf(join(root, "proto"), ["generate", "--template", join(root, "buf.gen.yaml")]);
    if (run.code !== 0) throw new Error(`buf generate failed: ${run.stderr}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** ts-proto on the canonical protos both ways, alternated `rounds` times; milliseconds per run of each. */
async function measureTsProtoStep(rounds: number): Promise<{ plugin: number[]; inProcess: number[] }> {
  const layout = repoLayout(ROOT);
  const inputs = readInputs(layout);
  const proto = emitProto(await buildProgramOrThrow({ schemasDir: layout.schemas, lint: true }), { lock: inputs.lock, services: inputs.services }).files;
  const plugin: number[] = [];
  const inProcess: number[] = [];
  for (let i = 0; i < rounds; i++) {
    let t = performance.now();
    bufGenerateWithPlugin(proto);
    plugin.push(performance.now() - t);
    t = performance.now();
    const compiled = await compileTsProto(proto);
    if (!compiled.ok) throw new Error(compiled.message);
    inProcess.push(performance.now() - t);
  }
  return { plugin, inProcess };
}

// The pipeline before (commit e65b78c: turbo, then two bun processes each building the program, then buf format -w,
// buf lint and buf generate through the node launcher, ts-proto under node, one node process per proto directory),
// measured with measureGenerateSchemasCold on a copy of that tree alternated with this one, 8 rounds each, in three
// sessions on 2026-11-22 at different loads; kept as text because that pipeline no longer exists here to rerun.
const BEFORE =
  "commit e65b78c's pipeline (turbo, two processes, three buf runs through the node launcher, ts-proto under node), alternated " +
  "with this one in three sessions of 8 rounds on 2026-11-22: 1.64 / 2.50 / 2.75 s median against 0.85 / 1.15 / 1.33 s " +
  "(fastest 1.60 against 0.84 s); CPU 2.51–2.60 s against 1.16–1.22 s, 2.2× less in every session";

/**
 * The generator section's cold-run table: `bun run generate:schemas` from scratch (median, fastest, CPU), and the
 * ts-proto step in process beside the `buf generate` + node plugin run it replaced.
 */
export async function benchGenerateSchemas(runs = 5): Promise<string> {
  const cold = await measureGenerateSchemasCold(runs);
  const step = await measureTsProtoStep(3);
  const seconds = cold.map((r) => r.seconds);
  const plugin = median(step.plugin);
  const inProcess = median(step.inProcess);
  const script = generateSchemasScript(ROOT);
  return [
    `\`bun run generate:schemas\` (\`${script}\`) cold: every generated file deleted first, then the whole command as a subprocess; nothing is skipped (all files are built and written again, and each run must reproduce the committed files byte for byte). ${runs} runs; CPU is the child's user + system time, its own children included. Wall time moves with the other work on this 2-core machine; the fastest run is the least disturbed.`,
    "",
    "| run | median s | fastest s | CPU s (median) |",
    "|---|---:|---:|---:|",
    `| \`bun run generate:schemas\`, cold | ${median(seconds).toFixed(2)} | ${Math.min(...seconds).toFixed(2)} | ${median(cold.map((r) => r.cpuSeconds)).toFixed(2)} |`,
    "",
    `Before: ${BEFORE}.`,
    "",
    "Its ts-proto step on the canonical protos (11 TypeScript files), alternated 3 times, same process:",
    "",
    "| ts-proto step | ms (median) | vs buf generate + plugin |",
    "|---|---:|---:|",
    `| \`buf generate\` + the npm plugin under node (before) | ${plugin.toFixed(0)} | 1.00× |`,
    `| one \`buf build\` + the plugin's code in process (now) | ${inProcess.toFixed(0)} | ${(plugin / inProcess).toFixed(2)}× faster |`,
    "",
  ].join("\n");
}

if (import.meta.main) {
  if (process.argv[2] === "--table") {
    console.log(await benchGenerateSchemas());
  } else {
    const runs = await measureGenerateSchemasCold(Number(process.argv[2] ?? 5));
    for (const r of runs) console.log(`${r.seconds.toFixed(2)} s wall, ${r.cpuSeconds.toFixed(2)} s cpu`);
    console.log(`median ${median(runs.map((r) => r.seconds)).toFixed(2)} s wall, ${median(runs.map((r) => r.cpuSeconds)).toFixed(2)} s cpu`);
  }
}
