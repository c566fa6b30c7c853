import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { displayPath } from "./load/display-path.ts";
import { checkDrift, type Drift } from "./check/check-drift.ts";
import type { Diagnostic } from "./diagnostics/diagnostic.ts";
import type { GeneratedFile } from "./emit/generated-file.ts";
import type { ImportExtension } from "./emit/imports.ts";
import { collectGarbage } from "./memory/collect-garbage.ts";
import { availableTargets, type Target, type TargetInputs } from "./emit/targets.ts";
import type { Program } from "./ir/types.ts";
import { buildProgram, type BuildOptions } from "./pipeline.ts";
import { createOutputLayout, type OutputLayout } from "./write/output-layout.ts";
import { writeFiles, type WriteReport } from "./write/writer.ts";

/** From this many modules on, the build's garbage is collected before emitting (see generateInMemory). */
const COLLECT_AFTER_BUILD_MODULES = 500;

/** Everything `toolwire generate` / `check` needs, parsed once. */
export interface GenerateOptions extends BuildOptions {
  readonly outDir: string;
  readonly targets: readonly string[];
  readonly protoOut?: string;
  /** `--proto-package`: package root of the emitted .proto files (default `opencode`). */
  readonly protoPackage?: string;
  /** The command line that regenerates this output (`toolwire generate …`), named in generated headers. */
  readonly command?: string;
  /** `--import-extension`: how relative imports in the TS output end (`.js` unless set). */
  readonly importExtension?: ImportExtension;
}

/** Runs the whole pipeline in memory: files for every requested target, or the diagnostics that stop it. */
export async function generateInMemory(options: GenerateOptions): Promise<{ files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings: Diagnostic[]; layout: OutputLayout; targets: Target[] }> {
  const layout = createOutputLayout(options.outDir, options.protoOut);
  const targets = selectTargets(options.targets);
  prepareTargets(options);
  const { program, diagnostics, warnings } = await buildProgram(options);
  if (!program) return { files: [], diagnostics, warnings, layout, targets };
  releaseBuildGarbage(program);
  const emitted = await emitTargets(program, options);
  return { ...emitted, warnings: [...warnings, ...emitted.warnings], layout, targets };
}

/** Starts the requested targets' slow one-time set-up (the formatter's Wasm), so it overlaps loading the schemas. */
export function prepareTargets(options: GenerateOptions): void {
  for (const target of selectTargets(options.targets)) target.prepare?.();
}

/**
 * The parsed documents, the meta-schema validators and the registry die once the program is built (about half the
 * heap at 5000 schemas). Bun's collector would leave them to a later full collection, and the emitters' allocations
 * would grow the heap beside them meanwhile (peak 354 MiB at 5000 schemas with --targets zod,ts; 289 MiB with this
 * call). A small set leaves a few MB behind, less than the collection costs (~10 ms, doubling the schema suite's time).
 */
export function releaseBuildGarbage(program: Program): void {
  if (program.modules.length >= COLLECT_AFTER_BUILD_MODULES) collectGarbage();
}

/** Every requested target's files for an already built program (generateInMemory without the build). */
export async function emitTargets(program: Program, options: GenerateOptions): Promise<{ files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings: Diagnostic[] }> {
  const layout = createOutputLayout(options.outDir, options.protoOut);
  const targets = selectTargets(options.targets);
  const warnings: Diagnostic[] = [];
  const inputs = readTargetInputs(options, layout);
  if (options.targets.includes("proto") && !inputs.bridge) {
    warnings.push({ file: displayPath(options.schemasDir), pointer: "", message: "the proto bridge needs the zod and ts targets too; generated without it", severity: "warning" });
  }
  const files: GeneratedFile[] = [];
  const all: Diagnostic[] = [];
  for (const target of targets) {
    const result = await target.emit(program, inputs);
    files.push(...result.files);
    all.push(...result.diagnostics);
    warnings.push(...(result.warnings ?? []));
  }
  return { files: all.length > 0 ? [] : files, diagnostics: all, warnings };
}

/** Generates and writes; writes nothing at all when any diagnostic was found. */
export async function generate(options: GenerateOptions): Promise<{ diagnostics: Diagnostic[]; warnings: Diagnostic[]; report?: WriteReport }> {
  const { files, diagnostics, warnings, layout, targets } = await generateInMemory(options);
  if (diagnostics.length > 0) return { diagnostics, warnings };
  const report = writeFiles(layout, files, targets.flatMap((t) => t.families));
  return { diagnostics, warnings, report };
}

/** Regenerates in memory and compares with disk. */
export async function check(options: GenerateOptions): Promise<{ diagnostics: Diagnostic[]; warnings: Diagnostic[]; drifts: Drift[] }> {
  const { files, diagnostics, warnings, layout, targets } = await generateInMemory(options);
  if (diagnostics.length > 0) return { diagnostics, warnings, drifts: [] };
  return { diagnostics, warnings, drifts: checkDrift(layout, files, targets.flatMap((t) => t.families)) };
}

function selectTargets(names: readonly string[]): Target[] {
  const all = availableTargets();
  return names.map((name) => {
    const target = all.find((t) => t.name === name);
    if (!target) throw new UsageError(`unknown target "${name}" (available: ${all.map((t) => t.name).join(", ")})`);
    return target;
  });
}

function readTargetInputs(options: GenerateOptions, layout: OutputLayout): TargetInputs {
  const lockPath = join(layout.roots.proto!, "fields.lock.json");
  const servicesPath = join(options.schemasDir, "services.json");
  const tsRoot = layout.roots["proto-ts"]!;
  const ext: ImportExtension = options.importExtension ?? ".js";
  const from = (family: string) => (module: string) => `${relativeSpecifier(tsRoot, layout.roots[family]!)}/${module}${ext}`;
  const withBridge = options.targets.includes("zod") && options.targets.includes("ts");
  return {
    ...(withBridge ? { bridge: { types: from("types"), validators: from("validators"), ...(options.targets.includes("guard") ? { guards: from("guards") } : {}), header: `// Code generated by \`${options.command ?? "toolwire generate"}\` (JSON <-> proto bridge). DO NOT EDIT.`, ...(ext ? { importExtension: ext } : {}) } } : {}),
    tsProtoOutFromProto: relative(layout.roots.proto!, tsRoot).split(sep).join("/") || ".",
    importExtension: ext,
    ...(options.protoPackage ? { protoPackage: options.protoPackage } : {}),
    ...(options.command ? { command: options.command } : {}),
    ...(existsSync(lockPath) ? { protoLock: JSON.parse(readFileSync(lockPath, "utf8")) } : {}),
    ...(existsSync(servicesPath) ? { services: JSON.parse(readFileSync(servicesPath, "utf8")) } : {}),
  };
}

/** A relative import specifier from one folder to another (`../validators`, `./gen`). */
function relativeSpecifier(from: string, to: string): string {
  const rel = relative(from, to).split(sep).join("/");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

/** A mistake in how the command was called (exit 2), as opposed to a schema problem (exit 1). */
export class UsageError extends Error {
  override name = "UsageError";
}
