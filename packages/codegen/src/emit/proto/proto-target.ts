import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { Program } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { bufGenYaml } from "./buf-config.ts";
import { emitProto } from "./emit-proto.ts";

/** ts-proto's plugin as installed by `npm i ts-proto` (run buf with node_modules/.bin on PATH). */
const GENERIC_TS_PROTO_PLUGIN = "protoc-gen-ts_proto";
/** Where generic runs put ts-proto output, relative to the proto folder. */
const GENERIC_TS_PROTO_OUT = "gen/ts";
import { LOCK_FILE_NAME, readFieldLock } from "./lock.ts";
import { parseServicesDecl, type ServicesDecl } from "./services.ts";

/**
 * Adapter for the CLI's target table (`toolwire generate --targets proto`): takes the lock and services file as
 * parsed JSON (read at the edge), returns files under the `proto/` family (written to `--proto-out`).
 */
export async function emitProtoTarget(
  program: Program,
  inputs: { readonly protoLock?: unknown; readonly services?: unknown; readonly protoPackage?: string; readonly command?: string },
): Promise<{ files: GeneratedFile[]; diagnostics: Diagnostic[]; warnings: Diagnostic[] }> {
  // Module files are labelled `<schemas folder>/<path>`; the services file sits at the top of that folder.
  const folder = program.modules[0]?.file.split("/")[0] ?? "schema";
  const servicesFile = `${folder}/services.json`;
  const diagnostics: Diagnostic[] = [];
  let services: ServicesDecl = { file: servicesFile, services: [], fileFormats: [] };
  if (inputs.services !== undefined) {
    const parsed = parseServicesDecl(inputs.services, servicesFile);
    services = parsed.services;
    diagnostics.push(...parsed.diagnostics);
  }
  const lockRead = inputs.protoLock === undefined ? { lock: undefined, diagnostics: [] } : readFieldLock(inputs.protoLock, `proto/${LOCK_FILE_NAME}`);
  diagnostics.push(...lockRead.diagnostics);
  if (diagnostics.length > 0) return { files: [], diagnostics, warnings: [] };
  const out = emitProto(program, { lock: lockRead.lock, services, ...(inputs.protoPackage ? { protoPackage: inputs.protoPackage } : {}), ...(inputs.command ? { command: inputs.command } : {}) });
  // Outside this repository there is no packages/codegen: point buf at ts-proto's plugin on PATH instead.
  const files = out.files.map((f) => ({
    path: `proto/${f.path}`,
    content: f.path === "buf.gen.yaml" ? bufGenYaml(GENERIC_TS_PROTO_PLUGIN, GENERIC_TS_PROTO_OUT) : f.content,
  }));
  return { files, diagnostics: out.diagnostics, warnings: out.warnings };
}
