import type { Diagnostic } from "../../diagnostics/diagnostic.ts";
import type { Program } from "../../ir/types.ts";
import type { GeneratedFile } from "../generated-file.ts";
import type { BridgeOptions } from "./bridge/emit-bridge.ts";
import { bufGenYaml } from "./buf-config.ts";
import { emitProtoAll } from "./emit-proto.ts";
import { LOCK_FILE_NAME, readFieldLock } from "./lock.ts";
import { parseServicesDecl, type ServicesDecl } from "./services.ts";

/** ts-proto's plugin as installed by `npm i ts-proto` (run buf with node_modules/.bin on PATH). */
const GENERIC_TS_PROTO_PLUGIN = "protoc-gen-ts_proto";
/** Where generic runs put ts-proto output when no other place is named, relative to the proto folder. */
const GENERIC_TS_PROTO_OUT = "gen/ts";

/** What the proto target reads at the edge: the lock and services file as parsed JSON, and CLI options. */
export interface ProtoTargetInputs {
  readonly protoLock?: unknown;
  readonly services?: unknown;
  readonly protoPackage?: string;
  readonly command?: string;
  /** The bridge's imports of the generated types and validators; without it no bridge is emitted. */
  readonly bridge?: BridgeOptions;
  /** Where the ts-proto output lands, relative to the proto folder (named in the portable buf.gen.yaml). */
  readonly tsProtoOutFromProto?: string;
}

/**
 * Adapter for the CLI's target table (`toolwire generate --targets proto`): returns files under the `proto/`
 * family (written to `--proto-out`) and, when bridge imports are given, the bridge under `proto-ts/`.
 */
export async function emitProtoTarget(
  program: Program,
  inputs: ProtoTargetInputs,
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
  const ctx = { lock: lockRead.lock, services, ...(inputs.protoPackage ? { protoPackage: inputs.protoPackage } : {}), ...(inputs.command ? { command: inputs.command } : {}) };
  const out = emitProtoAll(program, ctx, inputs.bridge);
  // Outside this repository there is no packages/codegen: point buf at ts-proto's plugin on PATH instead.
  const portable = bufGenYaml(GENERIC_TS_PROTO_PLUGIN, inputs.tsProtoOutFromProto ?? GENERIC_TS_PROTO_OUT);
  const files = out.proto.map((f) => ({ path: `proto/${f.path}`, content: f.path === "buf.gen.yaml" ? portable : f.content }));
  if (inputs.bridge) files.push(...out.bridge.map((f) => ({ path: `proto-ts/${f.path}`, content: f.content })));
  return { files, diagnostics: out.diagnostics, warnings: out.warnings };
}
