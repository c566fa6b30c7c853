import type { Diagnostic } from "../diagnostics/diagnostic.ts";
import type { Program } from "../ir/types.ts";
import { emitProtoWithTsProto } from "../proto-toolchain/proto-cli-target.ts";
import type { GeneratedFile } from "./generated-file.ts";
import type { ProtoTargetInputs } from "./proto/proto-target.ts";
import type { ImportExtension } from "./imports.ts";
import { emitGuards } from "./guard/emit-guards.ts";
import { emitTypes } from "./ts/emit-types.ts";
import { typesFormatter } from "./ts/format-types.ts";
import { emitZod } from "./zod/emit-zod.ts";

/** Inputs read at the edge (never by emitters): the proto target's (lock, services, package, bridge) and the import style. */
export interface TargetInputs extends ProtoTargetInputs {
  /** `--import-extension`: how relative imports in output the generator prints or asks ts-proto for end (`.js` unless set). */
  readonly importExtension?: ImportExtension;
}

/** A target turns the program into files (and possibly diagnostics for shapes it cannot express). */
export interface Target {
  readonly name: string;
  /** The output families (first path segments) this target owns: it replaces and deletes generated files there. */
  readonly families: readonly string[];
  emit(program: Program, inputs: TargetInputs): Promise<{ files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings?: Diagnostic[] }>;
  /** Starts a slow one-time set-up in the background, so it overlaps loading the schemas. */
  prepare?(): void;
}

const TARGETS: readonly Target[] = Object.freeze([
  { name: "zod", families: ["validators"], emit: async (program: Program, inputs: TargetInputs) => ({ files: emitZod(program, inputs.importExtension), diagnostics: [] }) },
  {
    name: "ts",
    families: ["types"],
    emit: async (program: Program, inputs: TargetInputs) => ({ files: await emitTypes(program, inputs.importExtension), diagnostics: [] }),
    // The formatter's Wasm compiles off the main thread; a failure surfaces where emitTypes awaits it.
    prepare: () => void typesFormatter().catch(() => undefined),
  },
  { name: "proto", families: ["proto", "proto-ts"], emit: (program: Program, inputs: TargetInputs) => emitProtoWithTsProto(program, inputs) },
  { name: "guard", families: ["guards"], emit: async (program: Program, inputs: TargetInputs) => ({ files: emitGuards(program, inputs.importExtension), diagnostics: [] }) },
]);

/** Every target, by name. */
export function availableTargets(): readonly Target[] {
  return TARGETS;
}
