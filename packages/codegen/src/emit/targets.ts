import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Program } from "../ir/types.ts";
import type { GeneratedFile } from "./generated-file.ts";
import { emitGuards } from "./guard/emit-guards.ts";
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
}

/** A target turns the program into files (and possibly diagnostics for shapes it cannot express). */
export interface Target {
  readonly name: string;
  /** The output family (first path segment) this target owns. */
  readonly family: string;
  emit(program: Program, inputs: TargetInputs): Promise<{ files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings?: Diagnostic[] }>;
}

const TARGETS: readonly Target[] = Object.freeze([
  { name: "zod", family: "validators", emit: async (program: Program) => ({ files: emitZod(program), diagnostics: [] }) },
  { name: "ts", family: "types", emit: async (program: Program) => ({ files: await emitTypes(program), diagnostics: [] }) },
  { name: "guard", family: "guards", emit: async (program: Program) => ({ files: emitGuards(program), diagnostics: [] }) },
  { name: "proto", family: "proto", emit: (program: Program, inputs: TargetInputs) => emitProtoTarget(program, inputs) },
]);

/** Every target, by name. */
export function availableTargets(): readonly Target[] {
  return TARGETS;
}
