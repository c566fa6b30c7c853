#!/usr/bin/env bun
// `bun packages/codegen/src/proto-toolchain/generate-schemas.ts [--root <repo>]`: the repository's `generate:schemas`
// in one process. schema/ is read and checked once; the zod, ts and guard targets (what `toolwire generate --schemas
// schema --out packages --targets zod,ts,guard --lint` writes) and the proto side (proto/, packages/proto,
// docs/reference, as `proto-toolchain/cli.ts generate` writes) are built in memory and written together, all or nothing.
// `bun run check:schemas` checks the same files with those two commands, buf lint and buf format included.
import { join, relative, resolve, sep } from "node:path";
import { printFailure, printWarnings, printWriteReport } from "../cli/report.ts";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import { emitTargets, prepareTargets, releaseBuildGarbage, type GenerateOptions } from "../generate.ts";
import { buildProgram } from "../pipeline.ts";
import { createOutputLayout, type OutputLayout } from "../write/output-layout.ts";
import { writeFiles, type WriteReport } from "../write/writer.ts";
import { buildProtoFiles, PROTO_FAMILIES, protoOutputLayout, repoLayout, type ProtoLayout } from "./proto-sync.ts";

/** The TypeScript targets generated into packages/ (each family is the package folder's name). */
export const SCHEMA_TARGETS = Object.freeze(["zod", "ts", "guard"] as const);
const SCHEMA_FAMILIES = Object.freeze(["validators", "types", "guards"] as const);

/** The options `toolwire generate --schemas schema --out packages --targets zod,ts,guard --lint` resolves to. */
export function schemaTargetOptions(layout: ProtoLayout): GenerateOptions {
  return Object.freeze({ schemasDir: layout.schemas, outDir: join(layout.root, "packages"), targets: SCHEMA_TARGETS, lint: true });
}

/** One layout for both halves: packages/{validators,types,guards} from the CLI's layout, the proto families from the toolchain's. */
function combinedLayout(layout: ProtoLayout, options: GenerateOptions): OutputLayout {
  const cli = createOutputLayout(options.outDir);
  const proto = protoOutputLayout(layout);
  const pick = <T>(record: Readonly<Record<string, T>>) => Object.fromEntries(SCHEMA_FAMILIES.map((f) => [f, record[f]!]));
  return Object.freeze({
    roots: Object.freeze({ ...pick(cli.roots), ...proto.roots }),
    owned: Object.freeze({ ...pick(cli.owned), ...proto.owned }),
  });
}

/**
 * Every folder `generate:schemas` writes, relative to the repository root, with the file endings it owns there: read
 * from the writer's own layout, so tests and benches see what the writer replaces and deletes.
 */
export function generatedOutputs(): (readonly [string, readonly string[]])[] {
  const root = resolve(".");
  const layout = repoLayout(root);
  const combined = combinedLayout(layout, schemaTargetOptions(layout));
  return [...SCHEMA_FAMILIES, ...PROTO_FAMILIES].map((family) => [relative(root, combined.roots[family]!).split(sep).join("/"), combined.owned[family]!] as const);
}

/**
 * Builds the program once, emits the TypeScript targets while the proto side's `buf build` runs, then ts-proto, then
 * writes every family through the shared writer in one all-or-nothing step (a failure anywhere writes nothing).
 */
export async function generateSchemas(root: string): Promise<{ diagnostics: Diagnostic[]; warnings: Diagnostic[]; messages: string[]; report?: WriteReport }> {
  const layout = repoLayout(root);
  const options = schemaTargetOptions(layout);
  prepareTargets(options);
  const built = await buildProgram(options);
  if (!built.program) return { diagnostics: built.diagnostics, warnings: built.warnings, messages: [] };
  releaseBuildGarbage(built.program);
  // Started first: its buf build is a child process that runs while this thread emits the TypeScript targets
  // (ts-proto itself then runs on this thread; a worker thread for it measured slower under Bun, not faster).
  const proto = buildProtoFiles(layout, "generate", built.program);
  const emitted = await emitTargets(built.program, options);
  const protoBuilt = await proto;
  const warnings = [...built.warnings, ...emitted.warnings];
  if (emitted.diagnostics.length > 0 || !protoBuilt.ok) {
    return { diagnostics: emitted.diagnostics, warnings, messages: protoBuilt.ok ? [] : protoBuilt.messages };
  }
  const report = writeFiles(combinedLayout(layout, options), [...emitted.files, ...protoBuilt.files], [...SCHEMA_FAMILIES, ...PROTO_FAMILIES]);
  return { diagnostics: [], warnings, messages: [], report };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const rootFlag = args.indexOf("--root");
  const root = resolve(rootFlag >= 0 ? (args[rootFlag + 1] ?? ".") : ".");
  const result = await generateSchemas(root);
  printWarnings(result.warnings);
  for (const m of result.messages) console.error(m);
  if (result.diagnostics.length > 0) process.exit(printFailure(result.diagnostics, "nothing was written"));
  if (result.messages.length > 0) {
    console.error("toolwire: the proto side failed; nothing was written");
    process.exit(1);
  }
  if (result.report) printWriteReport(result.report, false);
}
