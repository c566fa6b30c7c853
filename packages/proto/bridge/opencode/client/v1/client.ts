// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/client/v1/client.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkClientToolDefinition } from "@generated/guards/clientToolDefinition";
import { checkClientToolError } from "@generated/guards/clientToolError";
import { checkClientToolExecutionRequest } from "@generated/guards/clientToolExecutionRequest";
import { checkClientToolExecutionResponse } from "@generated/guards/clientToolExecutionResponse";
import { checkClientToolOutcome } from "@generated/guards/clientToolOutcome";
import { checkClientToolResult } from "@generated/guards/clientToolResult";
import { checkClientToolServiceConnectRequest } from "@generated/guards/clientToolServiceConnectRequest";
import { checkClientToolServiceConnectResponse } from "@generated/guards/clientToolServiceConnectResponse";
import { checkClientToolsCancelMessage } from "@generated/guards/clientToolsCancelMessage";
import { checkClientToolsClientMessage } from "@generated/guards/clientToolsClientMessage";
import { checkClientToolsErrorMessage } from "@generated/guards/clientToolsErrorMessage";
import { checkClientToolsRegisterMessage } from "@generated/guards/clientToolsRegisterMessage";
import { checkClientToolsRegisteredMessage } from "@generated/guards/clientToolsRegisteredMessage";
import { checkClientToolsRequestMessage } from "@generated/guards/clientToolsRequestMessage";
import { checkClientToolsResultMessage } from "@generated/guards/clientToolsResultMessage";
import { checkClientToolsServerMessage } from "@generated/guards/clientToolsServerMessage";
import { checkClientToolsUnregisterMessage } from "@generated/guards/clientToolsUnregisterMessage";
import { checkRegisterClientToolsRequest } from "@generated/guards/registerClientToolsRequest";
import { checkRegisterClientToolsResponse } from "@generated/guards/registerClientToolsResponse";
import { checkSubmitToolResultRequest } from "@generated/guards/submitToolResultRequest";
import { checkUnregisterClientToolsRequest } from "@generated/guards/unregisterClientToolsRequest";
import type { ClientToolDefinition } from "@generated/types/clientToolDefinition";
import type { ClientToolError } from "@generated/types/clientToolError";
import type { ClientToolExecutionRequest } from "@generated/types/clientToolExecutionRequest";
import type { ClientToolExecutionResponse } from "@generated/types/clientToolExecutionResponse";
import type { ClientToolOutcome } from "@generated/types/clientToolOutcome";
import type { ClientToolResult } from "@generated/types/clientToolResult";
import type { ClientToolServiceConnectRequest } from "@generated/types/clientToolServiceConnectRequest";
import type { ClientToolServiceConnectResponse } from "@generated/types/clientToolServiceConnectResponse";
import type { ClientToolsCancelMessage } from "@generated/types/clientToolsCancelMessage";
import type { ClientToolsClientMessage } from "@generated/types/clientToolsClientMessage";
import type { ClientToolsErrorMessage } from "@generated/types/clientToolsErrorMessage";
import type { ClientToolsRegisterMessage } from "@generated/types/clientToolsRegisterMessage";
import type { ClientToolsRegisteredMessage } from "@generated/types/clientToolsRegisteredMessage";
import type { ClientToolsRequestMessage } from "@generated/types/clientToolsRequestMessage";
import type { ClientToolsResultMessage } from "@generated/types/clientToolsResultMessage";
import type { ClientToolsServerMessage } from "@generated/types/clientToolsServerMessage";
import type { ClientToolsUnregisterMessage } from "@generated/types/clientToolsUnregisterMessage";
import type { RegisterClientToolsRequest } from "@generated/types/registerClientToolsRequest";
import type { RegisterClientToolsResponse } from "@generated/types/registerClientToolsResponse";
import type { SubmitToolResultRequest } from "@generated/types/submitToolResultRequest";
import type { UnregisterClientToolsRequest } from "@generated/types/unregisterClientToolsRequest";
import { readClientToolDefinition, readClientToolError, readClientToolExecutionRequest, readClientToolExecutionResponse, readClientToolOutcome, readClientToolResult, readClientToolServiceConnectRequest, readClientToolServiceConnectResponse, readClientToolsCancelMessage, readClientToolsClientMessage, readClientToolsErrorMessage, readClientToolsRegisterMessage, readClientToolsRegisteredMessage, readClientToolsRequestMessage, readClientToolsResultMessage, readClientToolsServerMessage, readClientToolsUnregisterMessage, readRegisterClientToolsRequest, readRegisterClientToolsResponse, readSubmitToolResultRequest, readUnregisterClientToolsRequest, writeClientToolDefinition, writeClientToolError, writeClientToolExecutionRequest, writeClientToolExecutionResponse, writeClientToolOutcome, writeClientToolResult, writeClientToolServiceConnectRequest, writeClientToolServiceConnectResponse, writeClientToolsCancelMessage, writeClientToolsClientMessage, writeClientToolsErrorMessage, writeClientToolsRegisterMessage, writeClientToolsRegisteredMessage, writeClientToolsRequestMessage, writeClientToolsResultMessage, writeClientToolsServerMessage, writeClientToolsUnregisterMessage, writeRegisterClientToolsRequest, writeRegisterClientToolsResponse, writeSubmitToolResultRequest, writeUnregisterClientToolsRequest } from "../../../../bridge-codecs/opencode/client/v1/client";
import { plan as plan } from "../../../../bridge-plans/opencode/client/v1/client";
import { plan as plan1 } from "../../../../bridge-plans/opencode/server/v1/server";
import { plan as plan2 } from "../../../../bridge-plans/opencode/tool/v1/tool";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { ClientToolDefinition as ClientToolDefinitionProto, ClientToolError as ClientToolErrorProto, ClientToolExecutionRequest as ClientToolExecutionRequestProto, ClientToolExecutionResponse as ClientToolExecutionResponseProto, ClientToolOutcome as ClientToolOutcomeProto, ClientToolResult as ClientToolResultProto, ClientToolServiceConnectRequest as ClientToolServiceConnectRequestProto, ClientToolServiceConnectResponse as ClientToolServiceConnectResponseProto, ClientToolsCancelMessage as ClientToolsCancelMessageProto, ClientToolsClientMessage as ClientToolsClientMessageProto, ClientToolsErrorMessage as ClientToolsErrorMessageProto, ClientToolsRegisterMessage as ClientToolsRegisterMessageProto, ClientToolsRegisteredMessage as ClientToolsRegisteredMessageProto, ClientToolsRequestMessage as ClientToolsRequestMessageProto, ClientToolsResultMessage as ClientToolsResultMessageProto, ClientToolsServerMessage as ClientToolsServerMessageProto, ClientToolsUnregisterMessage as ClientToolsUnregisterMessageProto, RegisterClientToolsRequest as RegisterClientToolsRequestProto, RegisterClientToolsResponse as RegisterClientToolsResponseProto, SubmitToolResultRequest as SubmitToolResultRequestProto, UnregisterClientToolsRequest as UnregisterClientToolsRequestProto } from "../../../../opencode/client/v1/client";

const bridge = createBridge({ messages: Object.assign({}, plan.messages, plan1.messages, plan2.messages), enums: Object.assign({}, plan.enums, plan1.enums, plan2.enums) });

/** ClientToolDefinition (schema/client/clientToolDefinition.schema.json) → protobuf bytes of opencode.client.v1.ClientToolDefinition; throws ProtoBridgeError on invalid input. */
export function encodeClientToolDefinition(json: ClientToolDefinition): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolDefinition", json, checkClientToolDefinition, writeClientToolDefinition);
}

/** Protobuf bytes of opencode.client.v1.ClientToolDefinition → ClientToolDefinition; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolDefinition(bytes: Uint8Array): ClientToolDefinition {
  return decodeMessage("opencode.client.v1.ClientToolDefinition", bytes, checkClientToolDefinition, readClientToolDefinition) as ClientToolDefinition;
}

/** ClientToolDefinition → the ts-proto ClientToolDefinitionProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolDefinition(json: ClientToolDefinition): ClientToolDefinitionProto {
  return bridge.toProto("opencode.client.v1.ClientToolDefinition", json) as ClientToolDefinitionProto;
}

/** The ts-proto ClientToolDefinitionProto object → ClientToolDefinition, checking required fields, consts and enum values. */
export function fromProtoClientToolDefinition(message: ClientToolDefinitionProto): ClientToolDefinition {
  return bridge.fromProto("opencode.client.v1.ClientToolDefinition", message) as ClientToolDefinition;
}

/** ClientToolError (schema/client/clientToolError.schema.json) → protobuf bytes of opencode.client.v1.ClientToolError; throws ProtoBridgeError on invalid input. */
export function encodeClientToolError(json: ClientToolError): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolError", json, checkClientToolError, writeClientToolError);
}

/** Protobuf bytes of opencode.client.v1.ClientToolError → ClientToolError; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolError(bytes: Uint8Array): ClientToolError {
  return decodeMessage("opencode.client.v1.ClientToolError", bytes, checkClientToolError, readClientToolError) as ClientToolError;
}

/** ClientToolError → the ts-proto ClientToolErrorProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolError(json: ClientToolError): ClientToolErrorProto {
  return bridge.toProto("opencode.client.v1.ClientToolError", json) as ClientToolErrorProto;
}

/** The ts-proto ClientToolErrorProto object → ClientToolError, checking required fields, consts and enum values. */
export function fromProtoClientToolError(message: ClientToolErrorProto): ClientToolError {
  return bridge.fromProto("opencode.client.v1.ClientToolError", message) as ClientToolError;
}

/** ClientToolExecutionRequest (schema/client/clientToolExecutionRequest.schema.json) → protobuf bytes of opencode.client.v1.ClientToolExecutionRequest; throws ProtoBridgeError on invalid input. */
export function encodeClientToolExecutionRequest(json: ClientToolExecutionRequest): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolExecutionRequest", json, checkClientToolExecutionRequest, writeClientToolExecutionRequest);
}

/** Protobuf bytes of opencode.client.v1.ClientToolExecutionRequest → ClientToolExecutionRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolExecutionRequest(bytes: Uint8Array): ClientToolExecutionRequest {
  return decodeMessage("opencode.client.v1.ClientToolExecutionRequest", bytes, checkClientToolExecutionRequest, readClientToolExecutionRequest) as ClientToolExecutionRequest;
}

/** ClientToolExecutionRequest → the ts-proto ClientToolExecutionRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolExecutionRequest(json: ClientToolExecutionRequest): ClientToolExecutionRequestProto {
  return bridge.toProto("opencode.client.v1.ClientToolExecutionRequest", json) as ClientToolExecutionRequestProto;
}

/** The ts-proto ClientToolExecutionRequestProto object → ClientToolExecutionRequest, checking required fields, consts and enum values. */
export function fromProtoClientToolExecutionRequest(message: ClientToolExecutionRequestProto): ClientToolExecutionRequest {
  return bridge.fromProto("opencode.client.v1.ClientToolExecutionRequest", message) as ClientToolExecutionRequest;
}

/** ClientToolExecutionResponse (schema/client/clientToolExecutionResponse.schema.json) → protobuf bytes of opencode.client.v1.ClientToolExecutionResponse; throws ProtoBridgeError on invalid input. */
export function encodeClientToolExecutionResponse(json: ClientToolExecutionResponse): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolExecutionResponse", json, checkClientToolExecutionResponse, writeClientToolExecutionResponse);
}

/** Protobuf bytes of opencode.client.v1.ClientToolExecutionResponse → ClientToolExecutionResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolExecutionResponse(bytes: Uint8Array): ClientToolExecutionResponse {
  return decodeMessage("opencode.client.v1.ClientToolExecutionResponse", bytes, checkClientToolExecutionResponse, readClientToolExecutionResponse) as ClientToolExecutionResponse;
}

/** ClientToolExecutionResponse → the ts-proto ClientToolExecutionResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolExecutionResponse(json: ClientToolExecutionResponse): ClientToolExecutionResponseProto {
  return bridge.toProto("opencode.client.v1.ClientToolExecutionResponse", json) as ClientToolExecutionResponseProto;
}

/** The ts-proto ClientToolExecutionResponseProto object → ClientToolExecutionResponse, checking required fields, consts and enum values. */
export function fromProtoClientToolExecutionResponse(message: ClientToolExecutionResponseProto): ClientToolExecutionResponse {
  return bridge.fromProto("opencode.client.v1.ClientToolExecutionResponse", message) as ClientToolExecutionResponse;
}

/** ClientToolOutcome (schema/client/clientToolOutcome.schema.json) → protobuf bytes of opencode.client.v1.ClientToolOutcome; throws ProtoBridgeError on invalid input. */
export function encodeClientToolOutcome(json: ClientToolOutcome): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolOutcome", json, checkClientToolOutcome, writeClientToolOutcome);
}

/** Protobuf bytes of opencode.client.v1.ClientToolOutcome → ClientToolOutcome; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolOutcome(bytes: Uint8Array): ClientToolOutcome {
  return decodeMessage("opencode.client.v1.ClientToolOutcome", bytes, checkClientToolOutcome, readClientToolOutcome) as ClientToolOutcome;
}

/** ClientToolOutcome → the ts-proto ClientToolOutcomeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolOutcome(json: ClientToolOutcome): ClientToolOutcomeProto {
  return bridge.toProto("opencode.client.v1.ClientToolOutcome", json) as ClientToolOutcomeProto;
}

/** The ts-proto ClientToolOutcomeProto object → ClientToolOutcome, checking required fields, consts and enum values. */
export function fromProtoClientToolOutcome(message: ClientToolOutcomeProto): ClientToolOutcome {
  return bridge.fromProto("opencode.client.v1.ClientToolOutcome", message) as ClientToolOutcome;
}

/** ClientToolResult (schema/client/clientToolResult.schema.json) → protobuf bytes of opencode.client.v1.ClientToolResult; throws ProtoBridgeError on invalid input. */
export function encodeClientToolResult(json: ClientToolResult): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolResult", json, checkClientToolResult, writeClientToolResult);
}

/** Protobuf bytes of opencode.client.v1.ClientToolResult → ClientToolResult; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolResult(bytes: Uint8Array): ClientToolResult {
  return decodeMessage("opencode.client.v1.ClientToolResult", bytes, checkClientToolResult, readClientToolResult) as ClientToolResult;
}

/** ClientToolResult → the ts-proto ClientToolResultProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolResult(json: ClientToolResult): ClientToolResultProto {
  return bridge.toProto("opencode.client.v1.ClientToolResult", json) as ClientToolResultProto;
}

/** The ts-proto ClientToolResultProto object → ClientToolResult, checking required fields, consts and enum values. */
export function fromProtoClientToolResult(message: ClientToolResultProto): ClientToolResult {
  return bridge.fromProto("opencode.client.v1.ClientToolResult", message) as ClientToolResult;
}

/** ClientToolServiceConnectRequest (schema/client/clientToolServiceConnectRequest.schema.json) → protobuf bytes of opencode.client.v1.ClientToolServiceConnectRequest; throws ProtoBridgeError on invalid input. */
export function encodeClientToolServiceConnectRequest(json: ClientToolServiceConnectRequest): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolServiceConnectRequest", json, checkClientToolServiceConnectRequest, writeClientToolServiceConnectRequest);
}

/** Protobuf bytes of opencode.client.v1.ClientToolServiceConnectRequest → ClientToolServiceConnectRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolServiceConnectRequest(bytes: Uint8Array): ClientToolServiceConnectRequest {
  return decodeMessage("opencode.client.v1.ClientToolServiceConnectRequest", bytes, checkClientToolServiceConnectRequest, readClientToolServiceConnectRequest) as ClientToolServiceConnectRequest;
}

/** ClientToolServiceConnectRequest → the ts-proto ClientToolServiceConnectRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolServiceConnectRequest(json: ClientToolServiceConnectRequest): ClientToolServiceConnectRequestProto {
  return bridge.toProto("opencode.client.v1.ClientToolServiceConnectRequest", json) as ClientToolServiceConnectRequestProto;
}

/** The ts-proto ClientToolServiceConnectRequestProto object → ClientToolServiceConnectRequest, checking required fields, consts and enum values. */
export function fromProtoClientToolServiceConnectRequest(message: ClientToolServiceConnectRequestProto): ClientToolServiceConnectRequest {
  return bridge.fromProto("opencode.client.v1.ClientToolServiceConnectRequest", message) as ClientToolServiceConnectRequest;
}

/** ClientToolServiceConnectResponse (schema/client/clientToolServiceConnectResponse.schema.json) → protobuf bytes of opencode.client.v1.ClientToolServiceConnectResponse; throws ProtoBridgeError on invalid input. */
export function encodeClientToolServiceConnectResponse(json: ClientToolServiceConnectResponse): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolServiceConnectResponse", json, checkClientToolServiceConnectResponse, writeClientToolServiceConnectResponse);
}

/** Protobuf bytes of opencode.client.v1.ClientToolServiceConnectResponse → ClientToolServiceConnectResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolServiceConnectResponse(bytes: Uint8Array): ClientToolServiceConnectResponse {
  return decodeMessage("opencode.client.v1.ClientToolServiceConnectResponse", bytes, checkClientToolServiceConnectResponse, readClientToolServiceConnectResponse) as ClientToolServiceConnectResponse;
}

/** ClientToolServiceConnectResponse → the ts-proto ClientToolServiceConnectResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolServiceConnectResponse(json: ClientToolServiceConnectResponse): ClientToolServiceConnectResponseProto {
  return bridge.toProto("opencode.client.v1.ClientToolServiceConnectResponse", json) as ClientToolServiceConnectResponseProto;
}

/** The ts-proto ClientToolServiceConnectResponseProto object → ClientToolServiceConnectResponse, checking required fields, consts and enum values. */
export function fromProtoClientToolServiceConnectResponse(message: ClientToolServiceConnectResponseProto): ClientToolServiceConnectResponse {
  return bridge.fromProto("opencode.client.v1.ClientToolServiceConnectResponse", message) as ClientToolServiceConnectResponse;
}

/** ClientToolsCancelMessage (schema/client/clientToolsCancelMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsCancelMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsCancelMessage(json: ClientToolsCancelMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsCancelMessage", json, checkClientToolsCancelMessage, writeClientToolsCancelMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsCancelMessage → ClientToolsCancelMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsCancelMessage(bytes: Uint8Array): ClientToolsCancelMessage {
  return decodeMessage("opencode.client.v1.ClientToolsCancelMessage", bytes, checkClientToolsCancelMessage, readClientToolsCancelMessage) as ClientToolsCancelMessage;
}

/** ClientToolsCancelMessage → the ts-proto ClientToolsCancelMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsCancelMessage(json: ClientToolsCancelMessage): ClientToolsCancelMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsCancelMessage", json) as ClientToolsCancelMessageProto;
}

/** The ts-proto ClientToolsCancelMessageProto object → ClientToolsCancelMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsCancelMessage(message: ClientToolsCancelMessageProto): ClientToolsCancelMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsCancelMessage", message) as ClientToolsCancelMessage;
}

/** ClientToolsClientMessage (schema/client/clientToolsClientMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsClientMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsClientMessage(json: ClientToolsClientMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsClientMessage", json, checkClientToolsClientMessage, writeClientToolsClientMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsClientMessage → ClientToolsClientMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsClientMessage(bytes: Uint8Array): ClientToolsClientMessage {
  return decodeMessage("opencode.client.v1.ClientToolsClientMessage", bytes, checkClientToolsClientMessage, readClientToolsClientMessage) as ClientToolsClientMessage;
}

/** ClientToolsClientMessage → the ts-proto ClientToolsClientMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsClientMessage(json: ClientToolsClientMessage): ClientToolsClientMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsClientMessage", json) as ClientToolsClientMessageProto;
}

/** The ts-proto ClientToolsClientMessageProto object → ClientToolsClientMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsClientMessage(message: ClientToolsClientMessageProto): ClientToolsClientMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsClientMessage", message) as ClientToolsClientMessage;
}

/** ClientToolsErrorMessage (schema/client/clientToolsErrorMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsErrorMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsErrorMessage(json: ClientToolsErrorMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsErrorMessage", json, checkClientToolsErrorMessage, writeClientToolsErrorMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsErrorMessage → ClientToolsErrorMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsErrorMessage(bytes: Uint8Array): ClientToolsErrorMessage {
  return decodeMessage("opencode.client.v1.ClientToolsErrorMessage", bytes, checkClientToolsErrorMessage, readClientToolsErrorMessage) as ClientToolsErrorMessage;
}

/** ClientToolsErrorMessage → the ts-proto ClientToolsErrorMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsErrorMessage(json: ClientToolsErrorMessage): ClientToolsErrorMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsErrorMessage", json) as ClientToolsErrorMessageProto;
}

/** The ts-proto ClientToolsErrorMessageProto object → ClientToolsErrorMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsErrorMessage(message: ClientToolsErrorMessageProto): ClientToolsErrorMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsErrorMessage", message) as ClientToolsErrorMessage;
}

/** ClientToolsRegisterMessage (schema/client/clientToolsRegisterMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsRegisterMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsRegisterMessage(json: ClientToolsRegisterMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsRegisterMessage", json, checkClientToolsRegisterMessage, writeClientToolsRegisterMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsRegisterMessage → ClientToolsRegisterMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsRegisterMessage(bytes: Uint8Array): ClientToolsRegisterMessage {
  return decodeMessage("opencode.client.v1.ClientToolsRegisterMessage", bytes, checkClientToolsRegisterMessage, readClientToolsRegisterMessage) as ClientToolsRegisterMessage;
}

/** ClientToolsRegisterMessage → the ts-proto ClientToolsRegisterMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsRegisterMessage(json: ClientToolsRegisterMessage): ClientToolsRegisterMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsRegisterMessage", json) as ClientToolsRegisterMessageProto;
}

/** The ts-proto ClientToolsRegisterMessageProto object → ClientToolsRegisterMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsRegisterMessage(message: ClientToolsRegisterMessageProto): ClientToolsRegisterMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsRegisterMessage", message) as ClientToolsRegisterMessage;
}

/** ClientToolsRegisteredMessage (schema/client/clientToolsRegisteredMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsRegisteredMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsRegisteredMessage(json: ClientToolsRegisteredMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsRegisteredMessage", json, checkClientToolsRegisteredMessage, writeClientToolsRegisteredMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsRegisteredMessage → ClientToolsRegisteredMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsRegisteredMessage(bytes: Uint8Array): ClientToolsRegisteredMessage {
  return decodeMessage("opencode.client.v1.ClientToolsRegisteredMessage", bytes, checkClientToolsRegisteredMessage, readClientToolsRegisteredMessage) as ClientToolsRegisteredMessage;
}

/** ClientToolsRegisteredMessage → the ts-proto ClientToolsRegisteredMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsRegisteredMessage(json: ClientToolsRegisteredMessage): ClientToolsRegisteredMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsRegisteredMessage", json) as ClientToolsRegisteredMessageProto;
}

/** The ts-proto ClientToolsRegisteredMessageProto object → ClientToolsRegisteredMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsRegisteredMessage(message: ClientToolsRegisteredMessageProto): ClientToolsRegisteredMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsRegisteredMessage", message) as ClientToolsRegisteredMessage;
}

/** ClientToolsRequestMessage (schema/client/clientToolsRequestMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsRequestMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsRequestMessage(json: ClientToolsRequestMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsRequestMessage", json, checkClientToolsRequestMessage, writeClientToolsRequestMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsRequestMessage → ClientToolsRequestMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsRequestMessage(bytes: Uint8Array): ClientToolsRequestMessage {
  return decodeMessage("opencode.client.v1.ClientToolsRequestMessage", bytes, checkClientToolsRequestMessage, readClientToolsRequestMessage) as ClientToolsRequestMessage;
}

/** ClientToolsRequestMessage → the ts-proto ClientToolsRequestMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsRequestMessage(json: ClientToolsRequestMessage): ClientToolsRequestMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsRequestMessage", json) as ClientToolsRequestMessageProto;
}

/** The ts-proto ClientToolsRequestMessageProto object → ClientToolsRequestMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsRequestMessage(message: ClientToolsRequestMessageProto): ClientToolsRequestMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsRequestMessage", message) as ClientToolsRequestMessage;
}

/** ClientToolsResultMessage (schema/client/clientToolsResultMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsResultMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsResultMessage(json: ClientToolsResultMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsResultMessage", json, checkClientToolsResultMessage, writeClientToolsResultMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsResultMessage → ClientToolsResultMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsResultMessage(bytes: Uint8Array): ClientToolsResultMessage {
  return decodeMessage("opencode.client.v1.ClientToolsResultMessage", bytes, checkClientToolsResultMessage, readClientToolsResultMessage) as ClientToolsResultMessage;
}

/** ClientToolsResultMessage → the ts-proto ClientToolsResultMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsResultMessage(json: ClientToolsResultMessage): ClientToolsResultMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsResultMessage", json) as ClientToolsResultMessageProto;
}

/** The ts-proto ClientToolsResultMessageProto object → ClientToolsResultMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsResultMessage(message: ClientToolsResultMessageProto): ClientToolsResultMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsResultMessage", message) as ClientToolsResultMessage;
}

/** ClientToolsServerMessage (schema/client/clientToolsServerMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsServerMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsServerMessage(json: ClientToolsServerMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsServerMessage", json, checkClientToolsServerMessage, writeClientToolsServerMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsServerMessage → ClientToolsServerMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsServerMessage(bytes: Uint8Array): ClientToolsServerMessage {
  return decodeMessage("opencode.client.v1.ClientToolsServerMessage", bytes, checkClientToolsServerMessage, readClientToolsServerMessage) as ClientToolsServerMessage;
}

/** ClientToolsServerMessage → the ts-proto ClientToolsServerMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsServerMessage(json: ClientToolsServerMessage): ClientToolsServerMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsServerMessage", json) as ClientToolsServerMessageProto;
}

/** The ts-proto ClientToolsServerMessageProto object → ClientToolsServerMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsServerMessage(message: ClientToolsServerMessageProto): ClientToolsServerMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsServerMessage", message) as ClientToolsServerMessage;
}

/** ClientToolsUnregisterMessage (schema/client/clientToolsUnregisterMessage.schema.json) → protobuf bytes of opencode.client.v1.ClientToolsUnregisterMessage; throws ProtoBridgeError on invalid input. */
export function encodeClientToolsUnregisterMessage(json: ClientToolsUnregisterMessage): Uint8Array {
  return encodeMessage("opencode.client.v1.ClientToolsUnregisterMessage", json, checkClientToolsUnregisterMessage, writeClientToolsUnregisterMessage);
}

/** Protobuf bytes of opencode.client.v1.ClientToolsUnregisterMessage → ClientToolsUnregisterMessage; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeClientToolsUnregisterMessage(bytes: Uint8Array): ClientToolsUnregisterMessage {
  return decodeMessage("opencode.client.v1.ClientToolsUnregisterMessage", bytes, checkClientToolsUnregisterMessage, readClientToolsUnregisterMessage) as ClientToolsUnregisterMessage;
}

/** ClientToolsUnregisterMessage → the ts-proto ClientToolsUnregisterMessageProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoClientToolsUnregisterMessage(json: ClientToolsUnregisterMessage): ClientToolsUnregisterMessageProto {
  return bridge.toProto("opencode.client.v1.ClientToolsUnregisterMessage", json) as ClientToolsUnregisterMessageProto;
}

/** The ts-proto ClientToolsUnregisterMessageProto object → ClientToolsUnregisterMessage, checking required fields, consts and enum values. */
export function fromProtoClientToolsUnregisterMessage(message: ClientToolsUnregisterMessageProto): ClientToolsUnregisterMessage {
  return bridge.fromProto("opencode.client.v1.ClientToolsUnregisterMessage", message) as ClientToolsUnregisterMessage;
}

/** RegisterClientToolsRequest (schema/client/registerClientToolsRequest.schema.json) → protobuf bytes of opencode.client.v1.RegisterClientToolsRequest; throws ProtoBridgeError on invalid input. */
export function encodeRegisterClientToolsRequest(json: RegisterClientToolsRequest): Uint8Array {
  return encodeMessage("opencode.client.v1.RegisterClientToolsRequest", json, checkRegisterClientToolsRequest, writeRegisterClientToolsRequest);
}

/** Protobuf bytes of opencode.client.v1.RegisterClientToolsRequest → RegisterClientToolsRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRegisterClientToolsRequest(bytes: Uint8Array): RegisterClientToolsRequest {
  return decodeMessage("opencode.client.v1.RegisterClientToolsRequest", bytes, checkRegisterClientToolsRequest, readRegisterClientToolsRequest) as RegisterClientToolsRequest;
}

/** RegisterClientToolsRequest → the ts-proto RegisterClientToolsRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRegisterClientToolsRequest(json: RegisterClientToolsRequest): RegisterClientToolsRequestProto {
  return bridge.toProto("opencode.client.v1.RegisterClientToolsRequest", json) as RegisterClientToolsRequestProto;
}

/** The ts-proto RegisterClientToolsRequestProto object → RegisterClientToolsRequest, checking required fields, consts and enum values. */
export function fromProtoRegisterClientToolsRequest(message: RegisterClientToolsRequestProto): RegisterClientToolsRequest {
  return bridge.fromProto("opencode.client.v1.RegisterClientToolsRequest", message) as RegisterClientToolsRequest;
}

/** RegisterClientToolsResponse (schema/client/registerClientToolsResponse.schema.json) → protobuf bytes of opencode.client.v1.RegisterClientToolsResponse; throws ProtoBridgeError on invalid input. */
export function encodeRegisterClientToolsResponse(json: RegisterClientToolsResponse): Uint8Array {
  return encodeMessage("opencode.client.v1.RegisterClientToolsResponse", json, checkRegisterClientToolsResponse, writeRegisterClientToolsResponse);
}

/** Protobuf bytes of opencode.client.v1.RegisterClientToolsResponse → RegisterClientToolsResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRegisterClientToolsResponse(bytes: Uint8Array): RegisterClientToolsResponse {
  return decodeMessage("opencode.client.v1.RegisterClientToolsResponse", bytes, checkRegisterClientToolsResponse, readRegisterClientToolsResponse) as RegisterClientToolsResponse;
}

/** RegisterClientToolsResponse → the ts-proto RegisterClientToolsResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRegisterClientToolsResponse(json: RegisterClientToolsResponse): RegisterClientToolsResponseProto {
  return bridge.toProto("opencode.client.v1.RegisterClientToolsResponse", json) as RegisterClientToolsResponseProto;
}

/** The ts-proto RegisterClientToolsResponseProto object → RegisterClientToolsResponse, checking required fields, consts and enum values. */
export function fromProtoRegisterClientToolsResponse(message: RegisterClientToolsResponseProto): RegisterClientToolsResponse {
  return bridge.fromProto("opencode.client.v1.RegisterClientToolsResponse", message) as RegisterClientToolsResponse;
}

/** SubmitToolResultRequest (schema/client/submitToolResultRequest.schema.json) → protobuf bytes of opencode.client.v1.SubmitToolResultRequest; throws ProtoBridgeError on invalid input. */
export function encodeSubmitToolResultRequest(json: SubmitToolResultRequest): Uint8Array {
  return encodeMessage("opencode.client.v1.SubmitToolResultRequest", json, checkSubmitToolResultRequest, writeSubmitToolResultRequest);
}

/** Protobuf bytes of opencode.client.v1.SubmitToolResultRequest → SubmitToolResultRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeSubmitToolResultRequest(bytes: Uint8Array): SubmitToolResultRequest {
  return decodeMessage("opencode.client.v1.SubmitToolResultRequest", bytes, checkSubmitToolResultRequest, readSubmitToolResultRequest) as SubmitToolResultRequest;
}

/** SubmitToolResultRequest → the ts-proto SubmitToolResultRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoSubmitToolResultRequest(json: SubmitToolResultRequest): SubmitToolResultRequestProto {
  return bridge.toProto("opencode.client.v1.SubmitToolResultRequest", json) as SubmitToolResultRequestProto;
}

/** The ts-proto SubmitToolResultRequestProto object → SubmitToolResultRequest, checking required fields, consts and enum values. */
export function fromProtoSubmitToolResultRequest(message: SubmitToolResultRequestProto): SubmitToolResultRequest {
  return bridge.fromProto("opencode.client.v1.SubmitToolResultRequest", message) as SubmitToolResultRequest;
}

/** UnregisterClientToolsRequest (schema/client/unregisterClientToolsRequest.schema.json) → protobuf bytes of opencode.client.v1.UnregisterClientToolsRequest; throws ProtoBridgeError on invalid input. */
export function encodeUnregisterClientToolsRequest(json: UnregisterClientToolsRequest): Uint8Array {
  return encodeMessage("opencode.client.v1.UnregisterClientToolsRequest", json, checkUnregisterClientToolsRequest, writeUnregisterClientToolsRequest);
}

/** Protobuf bytes of opencode.client.v1.UnregisterClientToolsRequest → UnregisterClientToolsRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeUnregisterClientToolsRequest(bytes: Uint8Array): UnregisterClientToolsRequest {
  return decodeMessage("opencode.client.v1.UnregisterClientToolsRequest", bytes, checkUnregisterClientToolsRequest, readUnregisterClientToolsRequest) as UnregisterClientToolsRequest;
}

/** UnregisterClientToolsRequest → the ts-proto UnregisterClientToolsRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoUnregisterClientToolsRequest(json: UnregisterClientToolsRequest): UnregisterClientToolsRequestProto {
  return bridge.toProto("opencode.client.v1.UnregisterClientToolsRequest", json) as UnregisterClientToolsRequestProto;
}

/** The ts-proto UnregisterClientToolsRequestProto object → UnregisterClientToolsRequest, checking required fields, consts and enum values. */
export function fromProtoUnregisterClientToolsRequest(message: UnregisterClientToolsRequestProto): UnregisterClientToolsRequest {
  return bridge.fromProto("opencode.client.v1.UnregisterClientToolsRequest", message) as UnregisterClientToolsRequest;
}
