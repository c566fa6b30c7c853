// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/server/v1/server.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkServerError } from "@generated/guards/serverError";
import { checkServerErrorBody } from "@generated/guards/serverErrorBody";
import type { ServerError } from "@generated/types/serverError";
import type { ServerErrorBody } from "@generated/types/serverErrorBody";
import { readServerError, readServerErrorBody, writeServerError, writeServerErrorBody } from "../../../../bridge-codecs/opencode/server/v1/server";
import { plan as plan } from "../../../../bridge-plans/opencode/server/v1/server";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { ServerError as ServerErrorProto, ServerErrorBody as ServerErrorBodyProto } from "../../../../opencode/server/v1/server";

const bridge = createBridge(plan);

/** ServerError (schema/server/serverError.schema.json) → protobuf bytes of opencode.server.v1.ServerError; throws ProtoBridgeError on invalid input. */
export function encodeServerError(json: ServerError): Uint8Array {
  return encodeMessage("opencode.server.v1.ServerError", json, checkServerError, writeServerError);
}

/** Protobuf bytes of opencode.server.v1.ServerError → ServerError; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeServerError(bytes: Uint8Array): ServerError {
  return decodeMessage("opencode.server.v1.ServerError", bytes, checkServerError, readServerError) as ServerError;
}

/** ServerError → the ts-proto ServerErrorProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoServerError(json: ServerError): ServerErrorProto {
  return bridge.toProto("opencode.server.v1.ServerError", json) as ServerErrorProto;
}

/** The ts-proto ServerErrorProto object → ServerError, checking required fields, consts and enum values. */
export function fromProtoServerError(message: ServerErrorProto): ServerError {
  return bridge.fromProto("opencode.server.v1.ServerError", message) as ServerError;
}

/** ServerErrorBody (schema/server/serverErrorBody.schema.json) → protobuf bytes of opencode.server.v1.ServerErrorBody; throws ProtoBridgeError on invalid input. */
export function encodeServerErrorBody(json: ServerErrorBody): Uint8Array {
  return encodeMessage("opencode.server.v1.ServerErrorBody", json, checkServerErrorBody, writeServerErrorBody);
}

/** Protobuf bytes of opencode.server.v1.ServerErrorBody → ServerErrorBody; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeServerErrorBody(bytes: Uint8Array): ServerErrorBody {
  return decodeMessage("opencode.server.v1.ServerErrorBody", bytes, checkServerErrorBody, readServerErrorBody) as ServerErrorBody;
}

/** ServerErrorBody → the ts-proto ServerErrorBodyProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoServerErrorBody(json: ServerErrorBody): ServerErrorBodyProto {
  return bridge.toProto("opencode.server.v1.ServerErrorBody", json) as ServerErrorBodyProto;
}

/** The ts-proto ServerErrorBodyProto object → ServerErrorBody, checking required fields, consts and enum values. */
export function fromProtoServerErrorBody(message: ServerErrorBodyProto): ServerErrorBody {
  return bridge.fromProto("opencode.server.v1.ServerErrorBody", message) as ServerErrorBody;
}
