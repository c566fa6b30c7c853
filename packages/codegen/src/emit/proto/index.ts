/** The proto target's public surface: emitter entries, the CLI adapter, the lock and services readers. */
export { emitProto, emitProtoAll, type EmitProtoContext } from "./emit-proto.ts";
export { emitProtoTarget } from "./proto-target.ts";
export { emptyLock, parseFieldLock, readFieldLock, serializeFieldLock, LOCK_FILE_NAME, type FieldLock } from "./lock.ts";
export { parseServicesDecl, type ServicesDecl } from "./services.ts";
export { TS_PROTO_OPTIONS, bufGenYaml, bufYaml } from "./buf-config.ts";
