// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/acp/v1/acp.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkAcpAnnotations } from "@generated/guards/acpAnnotations";
import { checkAcpAudioContent } from "@generated/guards/acpAudioContent";
import { checkAcpBlobResourceContents } from "@generated/guards/acpBlobResourceContents";
import { checkAcpCancelledPermissionOutcome } from "@generated/guards/acpCancelledPermissionOutcome";
import { checkAcpContent } from "@generated/guards/acpContent";
import { checkAcpContentBlock } from "@generated/guards/acpContentBlock";
import { checkAcpDiff } from "@generated/guards/acpDiff";
import { checkAcpEmbeddedResource } from "@generated/guards/acpEmbeddedResource";
import { checkAcpEmbeddedResourceResource } from "@generated/guards/acpEmbeddedResourceResource";
import { checkAcpImageContent } from "@generated/guards/acpImageContent";
import { checkAcpPermissionOption } from "@generated/guards/acpPermissionOption";
import { checkAcpRequestPermissionOutcome } from "@generated/guards/acpRequestPermissionOutcome";
import { checkAcpRequestPermissionRequest } from "@generated/guards/acpRequestPermissionRequest";
import { checkAcpRequestPermissionResponse } from "@generated/guards/acpRequestPermissionResponse";
import { checkAcpResourceLink } from "@generated/guards/acpResourceLink";
import { checkAcpSelectedPermissionOutcome } from "@generated/guards/acpSelectedPermissionOutcome";
import { checkAcpTerminal } from "@generated/guards/acpTerminal";
import { checkAcpTextContent } from "@generated/guards/acpTextContent";
import { checkAcpTextResourceContents } from "@generated/guards/acpTextResourceContents";
import { checkAcpToolCall } from "@generated/guards/acpToolCall";
import { checkAcpToolCallContent } from "@generated/guards/acpToolCallContent";
import { checkAcpToolCallLocation } from "@generated/guards/acpToolCallLocation";
import { checkAcpToolCallUpdate } from "@generated/guards/acpToolCallUpdate";
import type { AcpAnnotations } from "@generated/types/acpAnnotations";
import type { AcpAudioContent } from "@generated/types/acpAudioContent";
import type { AcpBlobResourceContents } from "@generated/types/acpBlobResourceContents";
import type { AcpCancelledPermissionOutcome } from "@generated/types/acpCancelledPermissionOutcome";
import type { AcpContent } from "@generated/types/acpContent";
import type { AcpContentBlock } from "@generated/types/acpContentBlock";
import type { AcpDiff } from "@generated/types/acpDiff";
import type { AcpEmbeddedResource } from "@generated/types/acpEmbeddedResource";
import type { AcpEmbeddedResourceResource } from "@generated/types/acpEmbeddedResourceResource";
import type { AcpImageContent } from "@generated/types/acpImageContent";
import type { AcpPermissionOption } from "@generated/types/acpPermissionOption";
import type { AcpRequestPermissionOutcome } from "@generated/types/acpRequestPermissionOutcome";
import type { AcpRequestPermissionRequest } from "@generated/types/acpRequestPermissionRequest";
import type { AcpRequestPermissionResponse } from "@generated/types/acpRequestPermissionResponse";
import type { AcpResourceLink } from "@generated/types/acpResourceLink";
import type { AcpSelectedPermissionOutcome } from "@generated/types/acpSelectedPermissionOutcome";
import type { AcpTerminal } from "@generated/types/acpTerminal";
import type { AcpTextContent } from "@generated/types/acpTextContent";
import type { AcpTextResourceContents } from "@generated/types/acpTextResourceContents";
import type { AcpToolCall } from "@generated/types/acpToolCall";
import type { AcpToolCallContent } from "@generated/types/acpToolCallContent";
import type { AcpToolCallLocation } from "@generated/types/acpToolCallLocation";
import type { AcpToolCallUpdate } from "@generated/types/acpToolCallUpdate";
import { readAcpAnnotations, readAcpAudioContent, readAcpBlobResourceContents, readAcpCancelledPermissionOutcome, readAcpContent, readAcpContentBlock, readAcpDiff, readAcpEmbeddedResource, readAcpEmbeddedResourceResource, readAcpImageContent, readAcpPermissionOption, readAcpRequestPermissionOutcome, readAcpRequestPermissionRequest, readAcpRequestPermissionResponse, readAcpResourceLink, readAcpSelectedPermissionOutcome, readAcpTerminal, readAcpTextContent, readAcpTextResourceContents, readAcpToolCall, readAcpToolCallContent, readAcpToolCallLocation, readAcpToolCallUpdate, writeAcpAnnotations, writeAcpAudioContent, writeAcpBlobResourceContents, writeAcpCancelledPermissionOutcome, writeAcpContent, writeAcpContentBlock, writeAcpDiff, writeAcpEmbeddedResource, writeAcpEmbeddedResourceResource, writeAcpImageContent, writeAcpPermissionOption, writeAcpRequestPermissionOutcome, writeAcpRequestPermissionRequest, writeAcpRequestPermissionResponse, writeAcpResourceLink, writeAcpSelectedPermissionOutcome, writeAcpTerminal, writeAcpTextContent, writeAcpTextResourceContents, writeAcpToolCall, writeAcpToolCallContent, writeAcpToolCallLocation, writeAcpToolCallUpdate } from "../../../../bridge-codecs/opencode/acp/v1/acp";
import { plan as plan } from "../../../../bridge-plans/opencode/acp/v1/acp";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { AcpAnnotations as AcpAnnotationsProto, AcpAudioContent as AcpAudioContentProto, AcpBlobResourceContents as AcpBlobResourceContentsProto, AcpCancelledPermissionOutcome as AcpCancelledPermissionOutcomeProto, AcpContent as AcpContentProto, AcpContentBlock as AcpContentBlockProto, AcpDiff as AcpDiffProto, AcpEmbeddedResource as AcpEmbeddedResourceProto, AcpEmbeddedResourceResource as AcpEmbeddedResourceResourceProto, AcpImageContent as AcpImageContentProto, AcpPermissionOption as AcpPermissionOptionProto, AcpRequestPermissionOutcome as AcpRequestPermissionOutcomeProto, AcpRequestPermissionRequest as AcpRequestPermissionRequestProto, AcpRequestPermissionResponse as AcpRequestPermissionResponseProto, AcpResourceLink as AcpResourceLinkProto, AcpSelectedPermissionOutcome as AcpSelectedPermissionOutcomeProto, AcpTerminal as AcpTerminalProto, AcpTextContent as AcpTextContentProto, AcpTextResourceContents as AcpTextResourceContentsProto, AcpToolCall as AcpToolCallProto, AcpToolCallContent as AcpToolCallContentProto, AcpToolCallLocation as AcpToolCallLocationProto, AcpToolCallUpdate as AcpToolCallUpdateProto } from "../../../../opencode/acp/v1/acp";

const bridge = createBridge(plan);

/** AcpAnnotations (schema/acp/acpAnnotations.schema.json) → protobuf bytes of opencode.acp.v1.AcpAnnotations; throws ProtoBridgeError on invalid input. */
export function encodeAcpAnnotations(json: AcpAnnotations): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpAnnotations", json, checkAcpAnnotations, writeAcpAnnotations);
}

/** Protobuf bytes of opencode.acp.v1.AcpAnnotations → AcpAnnotations; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpAnnotations(bytes: Uint8Array): AcpAnnotations {
  return decodeMessage("opencode.acp.v1.AcpAnnotations", bytes, checkAcpAnnotations, readAcpAnnotations) as AcpAnnotations;
}

/** AcpAnnotations → the ts-proto AcpAnnotationsProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpAnnotations(json: AcpAnnotations): AcpAnnotationsProto {
  return bridge.toProto("opencode.acp.v1.AcpAnnotations", json) as AcpAnnotationsProto;
}

/** The ts-proto AcpAnnotationsProto object → AcpAnnotations, checking required fields, consts and enum values. */
export function fromProtoAcpAnnotations(message: AcpAnnotationsProto): AcpAnnotations {
  return bridge.fromProto("opencode.acp.v1.AcpAnnotations", message) as AcpAnnotations;
}

/** AcpAudioContent (schema/acp/acpAudioContent.schema.json) → protobuf bytes of opencode.acp.v1.AcpAudioContent; throws ProtoBridgeError on invalid input. */
export function encodeAcpAudioContent(json: AcpAudioContent): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpAudioContent", json, checkAcpAudioContent, writeAcpAudioContent);
}

/** Protobuf bytes of opencode.acp.v1.AcpAudioContent → AcpAudioContent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpAudioContent(bytes: Uint8Array): AcpAudioContent {
  return decodeMessage("opencode.acp.v1.AcpAudioContent", bytes, checkAcpAudioContent, readAcpAudioContent) as AcpAudioContent;
}

/** AcpAudioContent → the ts-proto AcpAudioContentProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpAudioContent(json: AcpAudioContent): AcpAudioContentProto {
  return bridge.toProto("opencode.acp.v1.AcpAudioContent", json) as AcpAudioContentProto;
}

/** The ts-proto AcpAudioContentProto object → AcpAudioContent, checking required fields, consts and enum values. */
export function fromProtoAcpAudioContent(message: AcpAudioContentProto): AcpAudioContent {
  return bridge.fromProto("opencode.acp.v1.AcpAudioContent", message) as AcpAudioContent;
}

/** AcpBlobResourceContents (schema/acp/acpBlobResourceContents.schema.json) → protobuf bytes of opencode.acp.v1.AcpBlobResourceContents; throws ProtoBridgeError on invalid input. */
export function encodeAcpBlobResourceContents(json: AcpBlobResourceContents): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpBlobResourceContents", json, checkAcpBlobResourceContents, writeAcpBlobResourceContents);
}

/** Protobuf bytes of opencode.acp.v1.AcpBlobResourceContents → AcpBlobResourceContents; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpBlobResourceContents(bytes: Uint8Array): AcpBlobResourceContents {
  return decodeMessage("opencode.acp.v1.AcpBlobResourceContents", bytes, checkAcpBlobResourceContents, readAcpBlobResourceContents) as AcpBlobResourceContents;
}

/** AcpBlobResourceContents → the ts-proto AcpBlobResourceContentsProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpBlobResourceContents(json: AcpBlobResourceContents): AcpBlobResourceContentsProto {
  return bridge.toProto("opencode.acp.v1.AcpBlobResourceContents", json) as AcpBlobResourceContentsProto;
}

/** The ts-proto AcpBlobResourceContentsProto object → AcpBlobResourceContents, checking required fields, consts and enum values. */
export function fromProtoAcpBlobResourceContents(message: AcpBlobResourceContentsProto): AcpBlobResourceContents {
  return bridge.fromProto("opencode.acp.v1.AcpBlobResourceContents", message) as AcpBlobResourceContents;
}

/** AcpCancelledPermissionOutcome (schema/acp/acpCancelledPermissionOutcome.schema.json) → protobuf bytes of opencode.acp.v1.AcpCancelledPermissionOutcome; throws ProtoBridgeError on invalid input. */
export function encodeAcpCancelledPermissionOutcome(json: AcpCancelledPermissionOutcome): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpCancelledPermissionOutcome", json, checkAcpCancelledPermissionOutcome, writeAcpCancelledPermissionOutcome);
}

/** Protobuf bytes of opencode.acp.v1.AcpCancelledPermissionOutcome → AcpCancelledPermissionOutcome; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpCancelledPermissionOutcome(bytes: Uint8Array): AcpCancelledPermissionOutcome {
  return decodeMessage("opencode.acp.v1.AcpCancelledPermissionOutcome", bytes, checkAcpCancelledPermissionOutcome, readAcpCancelledPermissionOutcome) as AcpCancelledPermissionOutcome;
}

/** AcpCancelledPermissionOutcome → the ts-proto AcpCancelledPermissionOutcomeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpCancelledPermissionOutcome(json: AcpCancelledPermissionOutcome): AcpCancelledPermissionOutcomeProto {
  return bridge.toProto("opencode.acp.v1.AcpCancelledPermissionOutcome", json) as AcpCancelledPermissionOutcomeProto;
}

/** The ts-proto AcpCancelledPermissionOutcomeProto object → AcpCancelledPermissionOutcome, checking required fields, consts and enum values. */
export function fromProtoAcpCancelledPermissionOutcome(message: AcpCancelledPermissionOutcomeProto): AcpCancelledPermissionOutcome {
  return bridge.fromProto("opencode.acp.v1.AcpCancelledPermissionOutcome", message) as AcpCancelledPermissionOutcome;
}

/** AcpContent (schema/acp/acpContent.schema.json) → protobuf bytes of opencode.acp.v1.AcpContent; throws ProtoBridgeError on invalid input. */
export function encodeAcpContent(json: AcpContent): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpContent", json, checkAcpContent, writeAcpContent);
}

/** Protobuf bytes of opencode.acp.v1.AcpContent → AcpContent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpContent(bytes: Uint8Array): AcpContent {
  return decodeMessage("opencode.acp.v1.AcpContent", bytes, checkAcpContent, readAcpContent) as AcpContent;
}

/** AcpContent → the ts-proto AcpContentProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpContent(json: AcpContent): AcpContentProto {
  return bridge.toProto("opencode.acp.v1.AcpContent", json) as AcpContentProto;
}

/** The ts-proto AcpContentProto object → AcpContent, checking required fields, consts and enum values. */
export function fromProtoAcpContent(message: AcpContentProto): AcpContent {
  return bridge.fromProto("opencode.acp.v1.AcpContent", message) as AcpContent;
}

/** AcpContentBlock (schema/acp/acpContentBlock.schema.json) → protobuf bytes of opencode.acp.v1.AcpContentBlock; throws ProtoBridgeError on invalid input. */
export function encodeAcpContentBlock(json: AcpContentBlock): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpContentBlock", json, checkAcpContentBlock, writeAcpContentBlock);
}

/** Protobuf bytes of opencode.acp.v1.AcpContentBlock → AcpContentBlock; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpContentBlock(bytes: Uint8Array): AcpContentBlock {
  return decodeMessage("opencode.acp.v1.AcpContentBlock", bytes, checkAcpContentBlock, readAcpContentBlock) as AcpContentBlock;
}

/** AcpContentBlock → the ts-proto AcpContentBlockProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpContentBlock(json: AcpContentBlock): AcpContentBlockProto {
  return bridge.toProto("opencode.acp.v1.AcpContentBlock", json) as AcpContentBlockProto;
}

/** The ts-proto AcpContentBlockProto object → AcpContentBlock, checking required fields, consts and enum values. */
export function fromProtoAcpContentBlock(message: AcpContentBlockProto): AcpContentBlock {
  return bridge.fromProto("opencode.acp.v1.AcpContentBlock", message) as AcpContentBlock;
}

/** AcpDiff (schema/acp/acpDiff.schema.json) → protobuf bytes of opencode.acp.v1.AcpDiff; throws ProtoBridgeError on invalid input. */
export function encodeAcpDiff(json: AcpDiff): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpDiff", json, checkAcpDiff, writeAcpDiff);
}

/** Protobuf bytes of opencode.acp.v1.AcpDiff → AcpDiff; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpDiff(bytes: Uint8Array): AcpDiff {
  return decodeMessage("opencode.acp.v1.AcpDiff", bytes, checkAcpDiff, readAcpDiff) as AcpDiff;
}

/** AcpDiff → the ts-proto AcpDiffProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpDiff(json: AcpDiff): AcpDiffProto {
  return bridge.toProto("opencode.acp.v1.AcpDiff", json) as AcpDiffProto;
}

/** The ts-proto AcpDiffProto object → AcpDiff, checking required fields, consts and enum values. */
export function fromProtoAcpDiff(message: AcpDiffProto): AcpDiff {
  return bridge.fromProto("opencode.acp.v1.AcpDiff", message) as AcpDiff;
}

/** AcpEmbeddedResource (schema/acp/acpEmbeddedResource.schema.json) → protobuf bytes of opencode.acp.v1.AcpEmbeddedResource; throws ProtoBridgeError on invalid input. */
export function encodeAcpEmbeddedResource(json: AcpEmbeddedResource): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpEmbeddedResource", json, checkAcpEmbeddedResource, writeAcpEmbeddedResource);
}

/** Protobuf bytes of opencode.acp.v1.AcpEmbeddedResource → AcpEmbeddedResource; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpEmbeddedResource(bytes: Uint8Array): AcpEmbeddedResource {
  return decodeMessage("opencode.acp.v1.AcpEmbeddedResource", bytes, checkAcpEmbeddedResource, readAcpEmbeddedResource) as AcpEmbeddedResource;
}

/** AcpEmbeddedResource → the ts-proto AcpEmbeddedResourceProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpEmbeddedResource(json: AcpEmbeddedResource): AcpEmbeddedResourceProto {
  return bridge.toProto("opencode.acp.v1.AcpEmbeddedResource", json) as AcpEmbeddedResourceProto;
}

/** The ts-proto AcpEmbeddedResourceProto object → AcpEmbeddedResource, checking required fields, consts and enum values. */
export function fromProtoAcpEmbeddedResource(message: AcpEmbeddedResourceProto): AcpEmbeddedResource {
  return bridge.fromProto("opencode.acp.v1.AcpEmbeddedResource", message) as AcpEmbeddedResource;
}

/** AcpEmbeddedResourceResource (schema/acp/acpEmbeddedResourceResource.schema.json) → protobuf bytes of opencode.acp.v1.AcpEmbeddedResourceResource; throws ProtoBridgeError on invalid input. */
export function encodeAcpEmbeddedResourceResource(json: AcpEmbeddedResourceResource): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpEmbeddedResourceResource", json, checkAcpEmbeddedResourceResource, writeAcpEmbeddedResourceResource);
}

/** Protobuf bytes of opencode.acp.v1.AcpEmbeddedResourceResource → AcpEmbeddedResourceResource; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpEmbeddedResourceResource(bytes: Uint8Array): AcpEmbeddedResourceResource {
  return decodeMessage("opencode.acp.v1.AcpEmbeddedResourceResource", bytes, checkAcpEmbeddedResourceResource, readAcpEmbeddedResourceResource) as AcpEmbeddedResourceResource;
}

/** AcpEmbeddedResourceResource → the ts-proto AcpEmbeddedResourceResourceProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpEmbeddedResourceResource(json: AcpEmbeddedResourceResource): AcpEmbeddedResourceResourceProto {
  return bridge.toProto("opencode.acp.v1.AcpEmbeddedResourceResource", json) as AcpEmbeddedResourceResourceProto;
}

/** The ts-proto AcpEmbeddedResourceResourceProto object → AcpEmbeddedResourceResource, checking required fields, consts and enum values. */
export function fromProtoAcpEmbeddedResourceResource(message: AcpEmbeddedResourceResourceProto): AcpEmbeddedResourceResource {
  return bridge.fromProto("opencode.acp.v1.AcpEmbeddedResourceResource", message) as AcpEmbeddedResourceResource;
}

/** AcpImageContent (schema/acp/acpImageContent.schema.json) → protobuf bytes of opencode.acp.v1.AcpImageContent; throws ProtoBridgeError on invalid input. */
export function encodeAcpImageContent(json: AcpImageContent): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpImageContent", json, checkAcpImageContent, writeAcpImageContent);
}

/** Protobuf bytes of opencode.acp.v1.AcpImageContent → AcpImageContent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpImageContent(bytes: Uint8Array): AcpImageContent {
  return decodeMessage("opencode.acp.v1.AcpImageContent", bytes, checkAcpImageContent, readAcpImageContent) as AcpImageContent;
}

/** AcpImageContent → the ts-proto AcpImageContentProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpImageContent(json: AcpImageContent): AcpImageContentProto {
  return bridge.toProto("opencode.acp.v1.AcpImageContent", json) as AcpImageContentProto;
}

/** The ts-proto AcpImageContentProto object → AcpImageContent, checking required fields, consts and enum values. */
export function fromProtoAcpImageContent(message: AcpImageContentProto): AcpImageContent {
  return bridge.fromProto("opencode.acp.v1.AcpImageContent", message) as AcpImageContent;
}

/** AcpPermissionOption (schema/acp/acpPermissionOption.schema.json) → protobuf bytes of opencode.acp.v1.AcpPermissionOption; throws ProtoBridgeError on invalid input. */
export function encodeAcpPermissionOption(json: AcpPermissionOption): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpPermissionOption", json, checkAcpPermissionOption, writeAcpPermissionOption);
}

/** Protobuf bytes of opencode.acp.v1.AcpPermissionOption → AcpPermissionOption; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpPermissionOption(bytes: Uint8Array): AcpPermissionOption {
  return decodeMessage("opencode.acp.v1.AcpPermissionOption", bytes, checkAcpPermissionOption, readAcpPermissionOption) as AcpPermissionOption;
}

/** AcpPermissionOption → the ts-proto AcpPermissionOptionProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpPermissionOption(json: AcpPermissionOption): AcpPermissionOptionProto {
  return bridge.toProto("opencode.acp.v1.AcpPermissionOption", json) as AcpPermissionOptionProto;
}

/** The ts-proto AcpPermissionOptionProto object → AcpPermissionOption, checking required fields, consts and enum values. */
export function fromProtoAcpPermissionOption(message: AcpPermissionOptionProto): AcpPermissionOption {
  return bridge.fromProto("opencode.acp.v1.AcpPermissionOption", message) as AcpPermissionOption;
}

/** AcpRequestPermissionOutcome (schema/acp/acpRequestPermissionOutcome.schema.json) → protobuf bytes of opencode.acp.v1.AcpRequestPermissionOutcome; throws ProtoBridgeError on invalid input. */
export function encodeAcpRequestPermissionOutcome(json: AcpRequestPermissionOutcome): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpRequestPermissionOutcome", json, checkAcpRequestPermissionOutcome, writeAcpRequestPermissionOutcome);
}

/** Protobuf bytes of opencode.acp.v1.AcpRequestPermissionOutcome → AcpRequestPermissionOutcome; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpRequestPermissionOutcome(bytes: Uint8Array): AcpRequestPermissionOutcome {
  return decodeMessage("opencode.acp.v1.AcpRequestPermissionOutcome", bytes, checkAcpRequestPermissionOutcome, readAcpRequestPermissionOutcome) as AcpRequestPermissionOutcome;
}

/** AcpRequestPermissionOutcome → the ts-proto AcpRequestPermissionOutcomeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpRequestPermissionOutcome(json: AcpRequestPermissionOutcome): AcpRequestPermissionOutcomeProto {
  return bridge.toProto("opencode.acp.v1.AcpRequestPermissionOutcome", json) as AcpRequestPermissionOutcomeProto;
}

/** The ts-proto AcpRequestPermissionOutcomeProto object → AcpRequestPermissionOutcome, checking required fields, consts and enum values. */
export function fromProtoAcpRequestPermissionOutcome(message: AcpRequestPermissionOutcomeProto): AcpRequestPermissionOutcome {
  return bridge.fromProto("opencode.acp.v1.AcpRequestPermissionOutcome", message) as AcpRequestPermissionOutcome;
}

/** AcpRequestPermissionRequest (schema/acp/acpRequestPermissionRequest.schema.json) → protobuf bytes of opencode.acp.v1.AcpRequestPermissionRequest; throws ProtoBridgeError on invalid input. */
export function encodeAcpRequestPermissionRequest(json: AcpRequestPermissionRequest): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpRequestPermissionRequest", json, checkAcpRequestPermissionRequest, writeAcpRequestPermissionRequest);
}

/** Protobuf bytes of opencode.acp.v1.AcpRequestPermissionRequest → AcpRequestPermissionRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpRequestPermissionRequest(bytes: Uint8Array): AcpRequestPermissionRequest {
  return decodeMessage("opencode.acp.v1.AcpRequestPermissionRequest", bytes, checkAcpRequestPermissionRequest, readAcpRequestPermissionRequest) as AcpRequestPermissionRequest;
}

/** AcpRequestPermissionRequest → the ts-proto AcpRequestPermissionRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpRequestPermissionRequest(json: AcpRequestPermissionRequest): AcpRequestPermissionRequestProto {
  return bridge.toProto("opencode.acp.v1.AcpRequestPermissionRequest", json) as AcpRequestPermissionRequestProto;
}

/** The ts-proto AcpRequestPermissionRequestProto object → AcpRequestPermissionRequest, checking required fields, consts and enum values. */
export function fromProtoAcpRequestPermissionRequest(message: AcpRequestPermissionRequestProto): AcpRequestPermissionRequest {
  return bridge.fromProto("opencode.acp.v1.AcpRequestPermissionRequest", message) as AcpRequestPermissionRequest;
}

/** AcpRequestPermissionResponse (schema/acp/acpRequestPermissionResponse.schema.json) → protobuf bytes of opencode.acp.v1.AcpRequestPermissionResponse; throws ProtoBridgeError on invalid input. */
export function encodeAcpRequestPermissionResponse(json: AcpRequestPermissionResponse): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpRequestPermissionResponse", json, checkAcpRequestPermissionResponse, writeAcpRequestPermissionResponse);
}

/** Protobuf bytes of opencode.acp.v1.AcpRequestPermissionResponse → AcpRequestPermissionResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpRequestPermissionResponse(bytes: Uint8Array): AcpRequestPermissionResponse {
  return decodeMessage("opencode.acp.v1.AcpRequestPermissionResponse", bytes, checkAcpRequestPermissionResponse, readAcpRequestPermissionResponse) as AcpRequestPermissionResponse;
}

/** AcpRequestPermissionResponse → the ts-proto AcpRequestPermissionResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpRequestPermissionResponse(json: AcpRequestPermissionResponse): AcpRequestPermissionResponseProto {
  return bridge.toProto("opencode.acp.v1.AcpRequestPermissionResponse", json) as AcpRequestPermissionResponseProto;
}

/** The ts-proto AcpRequestPermissionResponseProto object → AcpRequestPermissionResponse, checking required fields, consts and enum values. */
export function fromProtoAcpRequestPermissionResponse(message: AcpRequestPermissionResponseProto): AcpRequestPermissionResponse {
  return bridge.fromProto("opencode.acp.v1.AcpRequestPermissionResponse", message) as AcpRequestPermissionResponse;
}

/** AcpResourceLink (schema/acp/acpResourceLink.schema.json) → protobuf bytes of opencode.acp.v1.AcpResourceLink; throws ProtoBridgeError on invalid input. */
export function encodeAcpResourceLink(json: AcpResourceLink): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpResourceLink", json, checkAcpResourceLink, writeAcpResourceLink);
}

/** Protobuf bytes of opencode.acp.v1.AcpResourceLink → AcpResourceLink; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpResourceLink(bytes: Uint8Array): AcpResourceLink {
  return decodeMessage("opencode.acp.v1.AcpResourceLink", bytes, checkAcpResourceLink, readAcpResourceLink) as AcpResourceLink;
}

/** AcpResourceLink → the ts-proto AcpResourceLinkProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpResourceLink(json: AcpResourceLink): AcpResourceLinkProto {
  return bridge.toProto("opencode.acp.v1.AcpResourceLink", json) as AcpResourceLinkProto;
}

/** The ts-proto AcpResourceLinkProto object → AcpResourceLink, checking required fields, consts and enum values. */
export function fromProtoAcpResourceLink(message: AcpResourceLinkProto): AcpResourceLink {
  return bridge.fromProto("opencode.acp.v1.AcpResourceLink", message) as AcpResourceLink;
}

/** AcpSelectedPermissionOutcome (schema/acp/acpSelectedPermissionOutcome.schema.json) → protobuf bytes of opencode.acp.v1.AcpSelectedPermissionOutcome; throws ProtoBridgeError on invalid input. */
export function encodeAcpSelectedPermissionOutcome(json: AcpSelectedPermissionOutcome): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpSelectedPermissionOutcome", json, checkAcpSelectedPermissionOutcome, writeAcpSelectedPermissionOutcome);
}

/** Protobuf bytes of opencode.acp.v1.AcpSelectedPermissionOutcome → AcpSelectedPermissionOutcome; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpSelectedPermissionOutcome(bytes: Uint8Array): AcpSelectedPermissionOutcome {
  return decodeMessage("opencode.acp.v1.AcpSelectedPermissionOutcome", bytes, checkAcpSelectedPermissionOutcome, readAcpSelectedPermissionOutcome) as AcpSelectedPermissionOutcome;
}

/** AcpSelectedPermissionOutcome → the ts-proto AcpSelectedPermissionOutcomeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpSelectedPermissionOutcome(json: AcpSelectedPermissionOutcome): AcpSelectedPermissionOutcomeProto {
  return bridge.toProto("opencode.acp.v1.AcpSelectedPermissionOutcome", json) as AcpSelectedPermissionOutcomeProto;
}

/** The ts-proto AcpSelectedPermissionOutcomeProto object → AcpSelectedPermissionOutcome, checking required fields, consts and enum values. */
export function fromProtoAcpSelectedPermissionOutcome(message: AcpSelectedPermissionOutcomeProto): AcpSelectedPermissionOutcome {
  return bridge.fromProto("opencode.acp.v1.AcpSelectedPermissionOutcome", message) as AcpSelectedPermissionOutcome;
}

/** AcpTerminal (schema/acp/acpTerminal.schema.json) → protobuf bytes of opencode.acp.v1.AcpTerminal; throws ProtoBridgeError on invalid input. */
export function encodeAcpTerminal(json: AcpTerminal): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpTerminal", json, checkAcpTerminal, writeAcpTerminal);
}

/** Protobuf bytes of opencode.acp.v1.AcpTerminal → AcpTerminal; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpTerminal(bytes: Uint8Array): AcpTerminal {
  return decodeMessage("opencode.acp.v1.AcpTerminal", bytes, checkAcpTerminal, readAcpTerminal) as AcpTerminal;
}

/** AcpTerminal → the ts-proto AcpTerminalProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpTerminal(json: AcpTerminal): AcpTerminalProto {
  return bridge.toProto("opencode.acp.v1.AcpTerminal", json) as AcpTerminalProto;
}

/** The ts-proto AcpTerminalProto object → AcpTerminal, checking required fields, consts and enum values. */
export function fromProtoAcpTerminal(message: AcpTerminalProto): AcpTerminal {
  return bridge.fromProto("opencode.acp.v1.AcpTerminal", message) as AcpTerminal;
}

/** AcpTextContent (schema/acp/acpTextContent.schema.json) → protobuf bytes of opencode.acp.v1.AcpTextContent; throws ProtoBridgeError on invalid input. */
export function encodeAcpTextContent(json: AcpTextContent): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpTextContent", json, checkAcpTextContent, writeAcpTextContent);
}

/** Protobuf bytes of opencode.acp.v1.AcpTextContent → AcpTextContent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpTextContent(bytes: Uint8Array): AcpTextContent {
  return decodeMessage("opencode.acp.v1.AcpTextContent", bytes, checkAcpTextContent, readAcpTextContent) as AcpTextContent;
}

/** AcpTextContent → the ts-proto AcpTextContentProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpTextContent(json: AcpTextContent): AcpTextContentProto {
  return bridge.toProto("opencode.acp.v1.AcpTextContent", json) as AcpTextContentProto;
}

/** The ts-proto AcpTextContentProto object → AcpTextContent, checking required fields, consts and enum values. */
export function fromProtoAcpTextContent(message: AcpTextContentProto): AcpTextContent {
  return bridge.fromProto("opencode.acp.v1.AcpTextContent", message) as AcpTextContent;
}

/** AcpTextResourceContents (schema/acp/acpTextResourceContents.schema.json) → protobuf bytes of opencode.acp.v1.AcpTextResourceContents; throws ProtoBridgeError on invalid input. */
export function encodeAcpTextResourceContents(json: AcpTextResourceContents): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpTextResourceContents", json, checkAcpTextResourceContents, writeAcpTextResourceContents);
}

/** Protobuf bytes of opencode.acp.v1.AcpTextResourceContents → AcpTextResourceContents; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpTextResourceContents(bytes: Uint8Array): AcpTextResourceContents {
  return decodeMessage("opencode.acp.v1.AcpTextResourceContents", bytes, checkAcpTextResourceContents, readAcpTextResourceContents) as AcpTextResourceContents;
}

/** AcpTextResourceContents → the ts-proto AcpTextResourceContentsProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpTextResourceContents(json: AcpTextResourceContents): AcpTextResourceContentsProto {
  return bridge.toProto("opencode.acp.v1.AcpTextResourceContents", json) as AcpTextResourceContentsProto;
}

/** The ts-proto AcpTextResourceContentsProto object → AcpTextResourceContents, checking required fields, consts and enum values. */
export function fromProtoAcpTextResourceContents(message: AcpTextResourceContentsProto): AcpTextResourceContents {
  return bridge.fromProto("opencode.acp.v1.AcpTextResourceContents", message) as AcpTextResourceContents;
}

/** AcpToolCall (schema/acp/acpToolCall.schema.json) → protobuf bytes of opencode.acp.v1.AcpToolCall; throws ProtoBridgeError on invalid input. */
export function encodeAcpToolCall(json: AcpToolCall): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpToolCall", json, checkAcpToolCall, writeAcpToolCall);
}

/** Protobuf bytes of opencode.acp.v1.AcpToolCall → AcpToolCall; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpToolCall(bytes: Uint8Array): AcpToolCall {
  return decodeMessage("opencode.acp.v1.AcpToolCall", bytes, checkAcpToolCall, readAcpToolCall) as AcpToolCall;
}

/** AcpToolCall → the ts-proto AcpToolCallProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpToolCall(json: AcpToolCall): AcpToolCallProto {
  return bridge.toProto("opencode.acp.v1.AcpToolCall", json) as AcpToolCallProto;
}

/** The ts-proto AcpToolCallProto object → AcpToolCall, checking required fields, consts and enum values. */
export function fromProtoAcpToolCall(message: AcpToolCallProto): AcpToolCall {
  return bridge.fromProto("opencode.acp.v1.AcpToolCall", message) as AcpToolCall;
}

/** AcpToolCallContent (schema/acp/acpToolCallContent.schema.json) → protobuf bytes of opencode.acp.v1.AcpToolCallContent; throws ProtoBridgeError on invalid input. */
export function encodeAcpToolCallContent(json: AcpToolCallContent): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpToolCallContent", json, checkAcpToolCallContent, writeAcpToolCallContent);
}

/** Protobuf bytes of opencode.acp.v1.AcpToolCallContent → AcpToolCallContent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpToolCallContent(bytes: Uint8Array): AcpToolCallContent {
  return decodeMessage("opencode.acp.v1.AcpToolCallContent", bytes, checkAcpToolCallContent, readAcpToolCallContent) as AcpToolCallContent;
}

/** AcpToolCallContent → the ts-proto AcpToolCallContentProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpToolCallContent(json: AcpToolCallContent): AcpToolCallContentProto {
  return bridge.toProto("opencode.acp.v1.AcpToolCallContent", json) as AcpToolCallContentProto;
}

/** The ts-proto AcpToolCallContentProto object → AcpToolCallContent, checking required fields, consts and enum values. */
export function fromProtoAcpToolCallContent(message: AcpToolCallContentProto): AcpToolCallContent {
  return bridge.fromProto("opencode.acp.v1.AcpToolCallContent", message) as AcpToolCallContent;
}

/** AcpToolCallLocation (schema/acp/acpToolCallLocation.schema.json) → protobuf bytes of opencode.acp.v1.AcpToolCallLocation; throws ProtoBridgeError on invalid input. */
export function encodeAcpToolCallLocation(json: AcpToolCallLocation): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpToolCallLocation", json, checkAcpToolCallLocation, writeAcpToolCallLocation);
}

/** Protobuf bytes of opencode.acp.v1.AcpToolCallLocation → AcpToolCallLocation; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpToolCallLocation(bytes: Uint8Array): AcpToolCallLocation {
  return decodeMessage("opencode.acp.v1.AcpToolCallLocation", bytes, checkAcpToolCallLocation, readAcpToolCallLocation) as AcpToolCallLocation;
}

/** AcpToolCallLocation → the ts-proto AcpToolCallLocationProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpToolCallLocation(json: AcpToolCallLocation): AcpToolCallLocationProto {
  return bridge.toProto("opencode.acp.v1.AcpToolCallLocation", json) as AcpToolCallLocationProto;
}

/** The ts-proto AcpToolCallLocationProto object → AcpToolCallLocation, checking required fields, consts and enum values. */
export function fromProtoAcpToolCallLocation(message: AcpToolCallLocationProto): AcpToolCallLocation {
  return bridge.fromProto("opencode.acp.v1.AcpToolCallLocation", message) as AcpToolCallLocation;
}

/** AcpToolCallUpdate (schema/acp/acpToolCallUpdate.schema.json) → protobuf bytes of opencode.acp.v1.AcpToolCallUpdate; throws ProtoBridgeError on invalid input. */
export function encodeAcpToolCallUpdate(json: AcpToolCallUpdate): Uint8Array {
  return encodeMessage("opencode.acp.v1.AcpToolCallUpdate", json, checkAcpToolCallUpdate, writeAcpToolCallUpdate);
}

/** Protobuf bytes of opencode.acp.v1.AcpToolCallUpdate → AcpToolCallUpdate; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAcpToolCallUpdate(bytes: Uint8Array): AcpToolCallUpdate {
  return decodeMessage("opencode.acp.v1.AcpToolCallUpdate", bytes, checkAcpToolCallUpdate, readAcpToolCallUpdate) as AcpToolCallUpdate;
}

/** AcpToolCallUpdate → the ts-proto AcpToolCallUpdateProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAcpToolCallUpdate(json: AcpToolCallUpdate): AcpToolCallUpdateProto {
  return bridge.toProto("opencode.acp.v1.AcpToolCallUpdate", json) as AcpToolCallUpdateProto;
}

/** The ts-proto AcpToolCallUpdateProto object → AcpToolCallUpdate, checking required fields, consts and enum values. */
export function fromProtoAcpToolCallUpdate(message: AcpToolCallUpdateProto): AcpToolCallUpdate {
  return bridge.fromProto("opencode.acp.v1.AcpToolCallUpdate", message) as AcpToolCallUpdate;
}
