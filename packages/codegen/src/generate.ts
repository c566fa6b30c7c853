import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkDrift, type Drift } from "./check/check-drift.ts";
import type { Diagnostic } from "./diagnostics/diagnostic.ts";
import type { GeneratedFile } from "./emit/generated-file.ts";
import type { ImportExtension } from "./emit/imports.ts";
import { availableTargets, type Target, type TargetInputs } from "./emit/targets.ts";
import { buildProgram, type BuildOptions } from "./pipeline.ts";
import { createOutputLayout, type OutputLayout } from "./write/output-layout.ts";
import { writeFiles, type WriteReport } from "./write/writer.ts";

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
  const { program, diagnostics, warnings: buildWarnings } = await buildProgram(options);
  const warnings = [...buildWarnings];
  if (!program) return { files: [], diagnostics, warnings, layout, targets };
  const inputs = readTargetInputs(options, layout);
  const files: GeneratedFile[] = [];
  const all: Diagnostic[] = [];
  for (const target of targets) {
    const result = await target.emit(program, inputs);
    files.push(...result.files);
    all.push(...result.diagnostics);
    warnings.push(...(result.warnings ?? []));
  }
  return { files: all.length > 0 ? [] : files, diagnostics: all, warnings, layout, targets };
}

/** Generates and writes; writes nothing at all when any diagnostic was found. */
export async function generate(options: GenerateOptions): Promise<{ diagnostics: Diagnostic[]; warnings: Diagnostic[]; report?: WriteReport }> {
  const { files, diagnostics, warnings, layout, targets } = await generateInMemory(options);
  if (diagnostics.length > 0) return { diagnostics, warnings };
  const report = writeFiles(layout, files, targets.map((t) => t.family));
  return { diagnostics, warnings, report };
}

/** Regenerates in memory and compares with disk. */
export async function check(options: GenerateOptions): Promise<{ diagnostics: Diagnostic[]; warnings: Diagnostic[]; drifts: Drift[] }> {
  const { files, diagnostics, warnings, layout, targets } = await generateInMemory(options);
  if (diagnostics.length > 0) return { diagnostics, warnings, drifts: [] };
  return { diagnostics, warnings, drifts: checkDrift(layout, files, targets.map((t) => t.family)) };
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
  return {
    ...(options.protoPackage ? { protoPackage: options.protoPackage } : {}),
    ...(options.command ? { command: options.command } : {}),
    ...(options.importExtension !== undefined ? { importExtension: options.importExtension } : {}),
    ...(existsSync(lockPath) ? { protoLock: JSON.parse(readFileSync(lockPath, "utf8")) } : {}),
    ...(existsSync(servicesPath) ? { services: JSON.parse(readFileSync(servicesPath, "utf8")) } : {}),
  };
}

/** A mistake in how the command was called (exit 2), as opposed to a schema problem (exit 1). */
export class UsageError extends Error {
  override name = "UsageError";
}
