// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/invocation/v1/invocation.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkToolInfo } from "@generated/guards/toolInfo";
import { checkToolProgress } from "@generated/guards/toolProgress";
import type { ToolInfo } from "@generated/types/toolInfo";
import type { ToolProgress } from "@generated/types/toolProgress";
import { readToolInfo, readToolProgress, writeToolInfo, writeToolProgress } from "../../../../bridge-codecs/opencode/invocation/v1/invocation";
import { plan as plan } from "../../../../bridge-plans/opencode/invocation/v1/invocation";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { ToolInfo as ToolInfoProto, ToolProgress as ToolProgressProto } from "../../../../opencode/invocation/v1/invocation";

const bridge = createBridge(plan);

/** ToolInfo (schema/invocation/toolInfo.schema.json) → protobuf bytes of opencode.invocation.v1.ToolInfo; throws ProtoBridgeError on invalid input. */
export function encodeToolInfo(json: ToolInfo): Uint8Array {
  return encodeMessage("opencode.invocation.v1.ToolInfo", json, checkToolInfo, writeToolInfo);
}

/** Protobuf bytes of opencode.invocation.v1.ToolInfo → ToolInfo; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolInfo(bytes: Uint8Array): ToolInfo {
  return decodeMessage("opencode.invocation.v1.ToolInfo", bytes, checkToolInfo, readToolInfo) as ToolInfo;
}

/** ToolInfo → the ts-proto ToolInfoProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolInfo(json: ToolInfo): ToolInfoProto {
  return bridge.toProto("opencode.invocation.v1.ToolInfo", json) as ToolInfoProto;
}

/** The ts-proto ToolInfoProto object → ToolInfo, checking required fields, consts and enum values. */
export function fromProtoToolInfo(message: ToolInfoProto): ToolInfo {
  return bridge.fromProto("opencode.invocation.v1.ToolInfo", message) as ToolInfo;
}

/** ToolProgress (schema/invocation/toolProgress.schema.json) → protobuf bytes of opencode.invocation.v1.ToolProgress; throws ProtoBridgeError on invalid input. */
export function encodeToolProgress(json: ToolProgress): Uint8Array {
  return encodeMessage("opencode.invocation.v1.ToolProgress", json, checkToolProgress, writeToolProgress);
}

/** Protobuf bytes of opencode.invocation.v1.ToolProgress → ToolProgress; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolProgress(bytes: Uint8Array): ToolProgress {
  return decodeMessage("opencode.invocation.v1.ToolProgress", bytes, checkToolProgress, readToolProgress) as ToolProgress;
}

/** ToolProgress → the ts-proto ToolProgressProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolProgress(json: ToolProgress): ToolProgressProto {
  return bridge.toProto("opencode.invocation.v1.ToolProgress", json) as ToolProgressProto;
}

/** The ts-proto ToolProgressProto object → ToolProgress, checking required fields, consts and enum values. */
export function fromProtoToolProgress(message: ToolProgressProto): ToolProgress {
  return bridge.fromProto("opencode.invocation.v1.ToolProgress", message) as ToolProgress;
}
