// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge: schema JSON values to protobuf bytes and ts-proto objects, and back.
// One module per .proto file (`bridge/<proto path>`); import one of those to load only that domain.
export { ProtoBridgeError } from "./bridge-runtime";
export * from "./bridge/opencode/acp/v1/acp";
export * from "./bridge/opencode/client/v1/client";
export * from "./bridge/opencode/invocation/v1/invocation";
export * from "./bridge/opencode/permission/v1/permission";
export * from "./bridge/opencode/server/v1/server";
export * from "./bridge/opencode/tool/v1/tool";
export * from "./bridge/opencode/tools/v1/tools";
