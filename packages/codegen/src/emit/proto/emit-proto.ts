import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { Program } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { emitBridge, type BridgeOptions } from "./bridge/emit-bridge.ts";
import { bufGenYaml, bufYaml } from "./buf-config.ts";
import { LOCK_FILE_NAME, serializeFieldLock, type FieldLock } from "./lock.ts";
import { planProto, type ProtoPlan } from "./plan.ts";
import { emitReference } from "./reference/emit-reference.ts";
import type { ServicesDecl } from "./services.ts";
import { writeProtoFile } from "./write.ts";

/** Inputs read at the edge: the committed field lock (undefined on first run) and the services file. */
export interface EmitProtoContext {
  readonly lock: FieldLock | undefined;
  readonly services: ServicesDecl;
  /** `--proto-package`: the package root (default `opencode`, giving `opencode.<domain>.v1`). */
  readonly protoPackage?: string;
  /** The command named in headers as the way to regenerate. */
  readonly command?: string;
}

/**
 * IR → `.proto` files, `buf.yaml`/`buf.gen.yaml` and the updated `fields.lock.json`, as data
 * (paths relative to the proto root, e.g. `opencode/tool/v1/tool.proto`). Pure: no file system access.
 */
export function emitProto(program: Program, ctx: EmitProtoContext): { files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings: Diagnostic[] } {
  const plan = planProto(program, ctx);
  return { files: protoFiles(plan), diagnostics: [...plan.diagnostics], warnings: [...plan.warnings] };
}

/** Every proto-side output in one planning pass: proto root files, @generated/proto bridge files, reference docs. */
export function emitProtoAll(
  program: Program,
  ctx: EmitProtoContext,
  bridgeOptions?: BridgeOptions,
): { proto: GeneratedFile[]; bridge: GeneratedFile[]; reference: GeneratedFile[]; diagnostics: Diagnostic[]; warnings: Diagnostic[] } {
  const plan = planProto(program, ctx);
  return {
    proto: protoFiles(plan),
    bridge: emitBridge(plan, bridgeOptions),
    reference: emitReference(plan),
    diagnostics: [...plan.diagnostics],
    warnings: [...plan.warnings],
  };
}

function protoFiles(plan: ProtoPlan): GeneratedFile[] {
  const names = { known: plan.knownNames, packages: plan.packages };
  const files: GeneratedFile[] = plan.files.map((f) => ({ path: f.path, content: writeProtoFile(f, names) }));
  files.push({ path: LOCK_FILE_NAME, content: serializeFieldLock(plan.lock) });
  files.push({ path: "buf.yaml", content: bufYaml() });
  files.push({ path: "buf.gen.yaml", content: bufGenYaml() });
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
