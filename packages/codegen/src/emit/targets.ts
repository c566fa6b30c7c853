import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Program } from "../ir/types.ts";
import type { GeneratedFile } from "./generated-file.ts";
import type { ImportExtension } from "./imports.ts";
import { emitProtoTarget } from "./proto/proto-target.ts";
import { emitTypes } from "./ts/emit-types.ts";
import { emitZod } from "./zod/emit-zod.ts";

/** Inputs read at the edge (never by emitters): the previous proto field lock and the services file. */
export interface TargetInputs {
  readonly protoLock?: unknown;
  readonly services?: unknown;
  /** `--proto-package`. */
  readonly protoPackage?: string;
  /** The command line that regenerates the output, for headers. */
  readonly command?: string;
  /** `--import-extension`: how relative imports in TS output end (`.js` unless set). */
  readonly importExtension?: ImportExtension;
}

/** A target turns the program into files (and possibly diagnostics for shapes it cannot express). */
export interface Target {
  readonly name: string;
  /** The output family (first path segment) this target owns. */
  readonly family: string;
  emit(program: Program, inputs: TargetInputs): Promise<{ files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings?: Diagnostic[] }>;
}

const TARGETS: readonly Target[] = Object.freeze([
  { name: "zod", family: "validators", emit: async (program: Program, inputs: TargetInputs) => ({ files: emitZod(program, inputs.importExtension), diagnostics: [] }) },
  { name: "ts", family: "types", emit: async (program: Program, inputs: TargetInputs) => ({ files: await emitTypes(program, inputs.importExtension), diagnostics: [] }) },
  { name: "proto", family: "proto", emit: (program: Program, inputs: TargetInputs) => emitProtoTarget(program, inputs) },
]);

/** Every target, by name. */
export function availableTargets(): readonly Target[] {
  return TARGETS;
}
