// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/tool/v1/tool.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkExecuteToolRequest } from "@generated/guards/executeToolRequest";
import { checkExecuteToolResponse } from "@generated/guards/executeToolResponse";
import { checkFilePart } from "@generated/guards/filePart";
import { checkFilePartSource } from "@generated/guards/filePartSource";
import { checkFilePartSourceFile } from "@generated/guards/filePartSourceFile";
import { checkFilePartSourceResource } from "@generated/guards/filePartSourceResource";
import { checkFilePartSourceSymbol } from "@generated/guards/filePartSourceSymbol";
import { checkFilePartSourceText } from "@generated/guards/filePartSourceText";
import { checkLspPosition } from "@generated/guards/lspPosition";
import { checkLspRange } from "@generated/guards/lspRange";
import { checkToolPart } from "@generated/guards/toolPart";
import { checkToolPartUpdatedEvent } from "@generated/guards/toolPartUpdatedEvent";
import { checkToolPartUpdatedProperties } from "@generated/guards/toolPartUpdatedProperties";
import { checkToolState } from "@generated/guards/toolState";
import { checkToolStateCompleted } from "@generated/guards/toolStateCompleted";
import { checkToolStateError } from "@generated/guards/toolStateError";
import { checkToolStatePending } from "@generated/guards/toolStatePending";
import { checkToolStateRunning } from "@generated/guards/toolStateRunning";
import { checkToolTime } from "@generated/guards/toolTime";
import { checkToolTimeRange } from "@generated/guards/toolTimeRange";
import { checkToolTimeWithEnd } from "@generated/guards/toolTimeWithEnd";
import { checkWatchToolPartsRequest } from "@generated/guards/watchToolPartsRequest";
import { checkWatchToolPartsResponse } from "@generated/guards/watchToolPartsResponse";
import type { ExecuteToolRequest } from "@generated/types/executeToolRequest";
import type { ExecuteToolResponse } from "@generated/types/executeToolResponse";
import type { FilePart } from "@generated/types/filePart";
import type { FilePartSource } from "@generated/types/filePartSource";
import type { FilePartSourceFile } from "@generated/types/filePartSourceFile";
import type { FilePartSourceResource } from "@generated/types/filePartSourceResource";
import type { FilePartSourceSymbol } from "@generated/types/filePartSourceSymbol";
import type { FilePartSourceText } from "@generated/types/filePartSourceText";
import type { LspPosition } from "@generated/types/lspPosition";
import type { LspRange } from "@generated/types/lspRange";
import type { ToolPart } from "@generated/types/toolPart";
import type { ToolPartUpdatedEvent } from "@generated/types/toolPartUpdatedEvent";
import type { ToolPartUpdatedProperties } from "@generated/types/toolPartUpdatedProperties";
import type { ToolState } from "@generated/types/toolState";
import type { ToolStateCompleted } from "@generated/types/toolStateCompleted";
import type { ToolStateError } from "@generated/types/toolStateError";
import type { ToolStatePending } from "@generated/types/toolStatePending";
import type { ToolStateRunning } from "@generated/types/toolStateRunning";
import type { ToolTime } from "@generated/types/toolTime";
import type { ToolTimeRange } from "@generated/types/toolTimeRange";
import type { ToolTimeWithEnd } from "@generated/types/toolTimeWithEnd";
import type { WatchToolPartsRequest } from "@generated/types/watchToolPartsRequest";
import type { WatchToolPartsResponse } from "@generated/types/watchToolPartsResponse";
import { readExecuteToolRequest, readExecuteToolResponse, readFilePart, readFilePartSource, readFilePartSourceFile, readFilePartSourceResource, readFilePartSourceSymbol, readFilePartSourceText, readLspPosition, readLspRange, readToolPart, readToolPartUpdatedEvent, readToolPartUpdatedProperties, readToolState, readToolStateCompleted, readToolStateError, readToolStatePending, readToolStateRunning, readToolTime, readToolTimeRange, readToolTimeWithEnd, readWatchToolPartsRequest, readWatchToolPartsResponse, writeExecuteToolRequest, writeExecuteToolResponse, writeFilePart, writeFilePartSource, writeFilePartSourceFile, writeFilePartSourceResource, writeFilePartSourceSymbol, writeFilePartSourceText, writeLspPosition, writeLspRange, writeToolPart, writeToolPartUpdatedEvent, writeToolPartUpdatedProperties, writeToolState, writeToolStateCompleted, writeToolStateError, writeToolStatePending, writeToolStateRunning, writeToolTime, writeToolTimeRange, writeToolTimeWithEnd, writeWatchToolPartsRequest, writeWatchToolPartsResponse } from "../../../../bridge-codecs/opencode/tool/v1/tool";
import { plan as plan } from "../../../../bridge-plans/opencode/tool/v1/tool";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { ExecuteToolRequest as ExecuteToolRequestProto, ExecuteToolResponse as ExecuteToolResponseProto, FilePart as FilePartProto, FilePartSource as FilePartSourceProto, FilePartSourceFile as FilePartSourceFileProto, FilePartSourceResource as FilePartSourceResourceProto, FilePartSourceSymbol as FilePartSourceSymbolProto, FilePartSourceText as FilePartSourceTextProto, LspPosition as LspPositionProto, LspRange as LspRangeProto, ToolPart as ToolPartProto, ToolPartUpdatedEvent as ToolPartUpdatedEventProto, ToolPartUpdatedProperties as ToolPartUpdatedPropertiesProto, ToolState as ToolStateProto, ToolStateCompleted as ToolStateCompletedProto, ToolStateError as ToolStateErrorProto, ToolStatePending as ToolStatePendingProto, ToolStateRunning as ToolStateRunningProto, ToolTime as ToolTimeProto, ToolTimeRange as ToolTimeRangeProto, ToolTimeWithEnd as ToolTimeWithEndProto, WatchToolPartsRequest as WatchToolPartsRequestProto, WatchToolPartsResponse as WatchToolPartsResponseProto } from "../../../../opencode/tool/v1/tool";

const bridge = createBridge(plan);

/** ExecuteToolRequest (schema/tool/executeToolRequest.schema.json) → protobuf bytes of opencode.tool.v1.ExecuteToolRequest; throws ProtoBridgeError on invalid input. */
export function encodeExecuteToolRequest(json: ExecuteToolRequest): Uint8Array {
  return encodeMessage("opencode.tool.v1.ExecuteToolRequest", json, checkExecuteToolRequest, writeExecuteToolRequest);
}

/** Protobuf bytes of opencode.tool.v1.ExecuteToolRequest → ExecuteToolRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeExecuteToolRequest(bytes: Uint8Array): ExecuteToolRequest {
  return decodeMessage("opencode.tool.v1.ExecuteToolRequest", bytes, checkExecuteToolRequest, readExecuteToolRequest) as ExecuteToolRequest;
}

/** ExecuteToolRequest → the ts-proto ExecuteToolRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoExecuteToolRequest(json: ExecuteToolRequest): ExecuteToolRequestProto {
  return bridge.toProto("opencode.tool.v1.ExecuteToolRequest", json) as ExecuteToolRequestProto;
}

/** The ts-proto ExecuteToolRequestProto object → ExecuteToolRequest, checking required fields, consts and enum values. */
export function fromProtoExecuteToolRequest(message: ExecuteToolRequestProto): ExecuteToolRequest {
  return bridge.fromProto("opencode.tool.v1.ExecuteToolRequest", message) as ExecuteToolRequest;
}

/** ExecuteToolResponse (schema/tool/executeToolResponse.schema.json) → protobuf bytes of opencode.tool.v1.ExecuteToolResponse; throws ProtoBridgeError on invalid input. */
export function encodeExecuteToolResponse(json: ExecuteToolResponse): Uint8Array {
  return encodeMessage("opencode.tool.v1.ExecuteToolResponse", json, checkExecuteToolResponse, writeExecuteToolResponse);
}

/** Protobuf bytes of opencode.tool.v1.ExecuteToolResponse → ExecuteToolResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeExecuteToolResponse(bytes: Uint8Array): ExecuteToolResponse {
  return decodeMessage("opencode.tool.v1.ExecuteToolResponse", bytes, checkExecuteToolResponse, readExecuteToolResponse) as ExecuteToolResponse;
}

/** ExecuteToolResponse → the ts-proto ExecuteToolResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoExecuteToolResponse(json: ExecuteToolResponse): ExecuteToolResponseProto {
  return bridge.toProto("opencode.tool.v1.ExecuteToolResponse", json) as ExecuteToolResponseProto;
}

/** The ts-proto ExecuteToolResponseProto object → ExecuteToolResponse, checking required fields, consts and enum values. */
export function fromProtoExecuteToolResponse(message: ExecuteToolResponseProto): ExecuteToolResponse {
  return bridge.fromProto("opencode.tool.v1.ExecuteToolResponse", message) as ExecuteToolResponse;
}

/** FilePart (schema/tool/filePart.schema.json) → protobuf bytes of opencode.tool.v1.FilePart; throws ProtoBridgeError on invalid input. */
export function encodeFilePart(json: FilePart): Uint8Array {
  return encodeMessage("opencode.tool.v1.FilePart", json, checkFilePart, writeFilePart);
}

/** Protobuf bytes of opencode.tool.v1.FilePart → FilePart; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeFilePart(bytes: Uint8Array): FilePart {
  return decodeMessage("opencode.tool.v1.FilePart", bytes, checkFilePart, readFilePart) as FilePart;
}

/** FilePart → the ts-proto FilePartProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoFilePart(json: FilePart): FilePartProto {
  return bridge.toProto("opencode.tool.v1.FilePart", json) as FilePartProto;
}

/** The ts-proto FilePartProto object → FilePart, checking required fields, consts and enum values. */
export function fromProtoFilePart(message: FilePartProto): FilePart {
  return bridge.fromProto("opencode.tool.v1.FilePart", message) as FilePart;
}

/** FilePartSource (schema/tool/filePartSource.schema.json) → protobuf bytes of opencode.tool.v1.FilePartSource; throws ProtoBridgeError on invalid input. */
export function encodeFilePartSource(json: FilePartSource): Uint8Array {
  return encodeMessage("opencode.tool.v1.FilePartSource", json, checkFilePartSource, writeFilePartSource);
}

/** Protobuf bytes of opencode.tool.v1.FilePartSource → FilePartSource; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeFilePartSource(bytes: Uint8Array): FilePartSource {
  return decodeMessage("opencode.tool.v1.FilePartSource", bytes, checkFilePartSource, readFilePartSource) as FilePartSource;
}

/** FilePartSource → the ts-proto FilePartSourceProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoFilePartSource(json: FilePartSource): FilePartSourceProto {
  return bridge.toProto("opencode.tool.v1.FilePartSource", json) as FilePartSourceProto;
}

/** The ts-proto FilePartSourceProto object → FilePartSource, checking required fields, consts and enum values. */
export function fromProtoFilePartSource(message: FilePartSourceProto): FilePartSource {
  return bridge.fromProto("opencode.tool.v1.FilePartSource", message) as FilePartSource;
}

/** FilePartSourceFile (schema/tool/filePartSourceFile.schema.json) → protobuf bytes of opencode.tool.v1.FilePartSourceFile; throws ProtoBridgeError on invalid input. */
export function encodeFilePartSourceFile(json: FilePartSourceFile): Uint8Array {
  return encodeMessage("opencode.tool.v1.FilePartSourceFile", json, checkFilePartSourceFile, writeFilePartSourceFile);
}

/** Protobuf bytes of opencode.tool.v1.FilePartSourceFile → FilePartSourceFile; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeFilePartSourceFile(bytes: Uint8Array): FilePartSourceFile {
  return decodeMessage("opencode.tool.v1.FilePartSourceFile", bytes, checkFilePartSourceFile, readFilePartSourceFile) as FilePartSourceFile;
}

/** FilePartSourceFile → the ts-proto FilePartSourceFileProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoFilePartSourceFile(json: FilePartSourceFile): FilePartSourceFileProto {
  return bridge.toProto("opencode.tool.v1.FilePartSourceFile", json) as FilePartSourceFileProto;
}

/** The ts-proto FilePartSourceFileProto object → FilePartSourceFile, checking required fields, consts and enum values. */
export function fromProtoFilePartSourceFile(message: FilePartSourceFileProto): FilePartSourceFile {
  return bridge.fromProto("opencode.tool.v1.FilePartSourceFile", message) as FilePartSourceFile;
}

/** FilePartSourceResource (schema/tool/filePartSourceResource.schema.json) → protobuf bytes of opencode.tool.v1.FilePartSourceResource; throws ProtoBridgeError on invalid input. */
export function encodeFilePartSourceResource(json: FilePartSourceResource): Uint8Array {
  return encodeMessage("opencode.tool.v1.FilePartSourceResource", json, checkFilePartSourceResource, writeFilePartSourceResource);
}

/** Protobuf bytes of opencode.tool.v1.FilePartSourceResource → FilePartSourceResource; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeFilePartSourceResource(bytes: Uint8Array): FilePartSourceResource {
  return decodeMessage("opencode.tool.v1.FilePartSourceResource", bytes, checkFilePartSourceResource, readFilePartSourceResource) as FilePartSourceResource;
}

/** FilePartSourceResource → the ts-proto FilePartSourceResourceProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoFilePartSourceResource(json: FilePartSourceResource): FilePartSourceResourceProto {
  return bridge.toProto("opencode.tool.v1.FilePartSourceResource", json) as FilePartSourceResourceProto;
}

/** The ts-proto FilePartSourceResourceProto object → FilePartSourceResource, checking required fields, consts and enum values. */
export function fromProtoFilePartSourceResource(message: FilePartSourceResourceProto): FilePartSourceResource {
  return bridge.fromProto("opencode.tool.v1.FilePartSourceResource", message) as FilePartSourceResource;
}

/** FilePartSourceSymbol (schema/tool/filePartSourceSymbol.schema.json) → protobuf bytes of opencode.tool.v1.FilePartSourceSymbol; throws ProtoBridgeError on invalid input. */
export function encodeFilePartSourceSymbol(json: FilePartSourceSymbol): Uint8Array {
  return encodeMessage("opencode.tool.v1.FilePartSourceSymbol", json, checkFilePartSourceSymbol, writeFilePartSourceSymbol);
}

/** Protobuf bytes of opencode.tool.v1.FilePartSourceSymbol → FilePartSourceSymbol; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeFilePartSourceSymbol(bytes: Uint8Array): FilePartSourceSymbol {
  return decodeMessage("opencode.tool.v1.FilePartSourceSymbol", bytes, checkFilePartSourceSymbol, readFilePartSourceSymbol) as FilePartSourceSymbol;
}

/** FilePartSourceSymbol → the ts-proto FilePartSourceSymbolProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoFilePartSourceSymbol(json: FilePartSourceSymbol): FilePartSourceSymbolProto {
  return bridge.toProto("opencode.tool.v1.FilePartSourceSymbol", json) as FilePartSourceSymbolProto;
}

/** The ts-proto FilePartSourceSymbolProto object → FilePartSourceSymbol, checking required fields, consts and enum values. */
export function fromProtoFilePartSourceSymbol(message: FilePartSourceSymbolProto): FilePartSourceSymbol {
  return bridge.fromProto("opencode.tool.v1.FilePartSourceSymbol", message) as FilePartSourceSymbol;
}

/** FilePartSourceText (schema/tool/filePartSourceText.schema.json) → protobuf bytes of opencode.tool.v1.FilePartSourceText; throws ProtoBridgeError on invalid input. */
export function encodeFilePartSourceText(json: FilePartSourceText): Uint8Array {
  return encodeMessage("opencode.tool.v1.FilePartSourceText", json, checkFilePartSourceText, writeFilePartSourceText);
}

/** Protobuf bytes of opencode.tool.v1.FilePartSourceText → FilePartSourceText; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeFilePartSourceText(bytes: Uint8Array): FilePartSourceText {
  return decodeMessage("opencode.tool.v1.FilePartSourceText", bytes, checkFilePartSourceText, readFilePartSourceText) as FilePartSourceText;
}

/** FilePartSourceText → the ts-proto FilePartSourceTextProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoFilePartSourceText(json: FilePartSourceText): FilePartSourceTextProto {
  return bridge.toProto("opencode.tool.v1.FilePartSourceText", json) as FilePartSourceTextProto;
}

/** The ts-proto FilePartSourceTextProto object → FilePartSourceText, checking required fields, consts and enum values. */
export function fromProtoFilePartSourceText(message: FilePartSourceTextProto): FilePartSourceText {
  return bridge.fromProto("opencode.tool.v1.FilePartSourceText", message) as FilePartSourceText;
}

/** LspPosition (schema/tool/lspPosition.schema.json) → protobuf bytes of opencode.tool.v1.LspPosition; throws ProtoBridgeError on invalid input. */
export function encodeLspPosition(json: LspPosition): Uint8Array {
  return encodeMessage("opencode.tool.v1.LspPosition", json, checkLspPosition, writeLspPosition);
}

/** Protobuf bytes of opencode.tool.v1.LspPosition → LspPosition; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeLspPosition(bytes: Uint8Array): LspPosition {
  return decodeMessage("opencode.tool.v1.LspPosition", bytes, checkLspPosition, readLspPosition) as LspPosition;
}

/** LspPosition → the ts-proto LspPositionProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoLspPosition(json: LspPosition): LspPositionProto {
  return bridge.toProto("opencode.tool.v1.LspPosition", json) as LspPositionProto;
}

/** The ts-proto LspPositionProto object → LspPosition, checking required fields, consts and enum values. */
export function fromProtoLspPosition(message: LspPositionProto): LspPosition {
  return bridge.fromProto("opencode.tool.v1.LspPosition", message) as LspPosition;
}

/** LspRange (schema/tool/lspRange.schema.json) → protobuf bytes of opencode.tool.v1.LspRange; throws ProtoBridgeError on invalid input. */
export function encodeLspRange(json: LspRange): Uint8Array {
  return encodeMessage("opencode.tool.v1.LspRange", json, checkLspRange, writeLspRange);
}

/** Protobuf bytes of opencode.tool.v1.LspRange → LspRange; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeLspRange(bytes: Uint8Array): LspRange {
  return decodeMessage("opencode.tool.v1.LspRange", bytes, checkLspRange, readLspRange) as LspRange;
}

/** LspRange → the ts-proto LspRangeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoLspRange(json: LspRange): LspRangeProto {
  return bridge.toProto("opencode.tool.v1.LspRange", json) as LspRangeProto;
}

/** The ts-proto LspRangeProto object → LspRange, checking required fields, consts and enum values. */
export function fromProtoLspRange(message: LspRangeProto): LspRange {
  return bridge.fromProto("opencode.tool.v1.LspRange", message) as LspRange;
}

/** ToolPart (schema/tool/toolPart.schema.json) → protobuf bytes of opencode.tool.v1.ToolPart; throws ProtoBridgeError on invalid input. */
export function encodeToolPart(json: ToolPart): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolPart", json, checkToolPart, writeToolPart);
}

/** Protobuf bytes of opencode.tool.v1.ToolPart → ToolPart; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolPart(bytes: Uint8Array): ToolPart {
  return decodeMessage("opencode.tool.v1.ToolPart", bytes, checkToolPart, readToolPart) as ToolPart;
}

/** ToolPart → the ts-proto ToolPartProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolPart(json: ToolPart): ToolPartProto {
  return bridge.toProto("opencode.tool.v1.ToolPart", json) as ToolPartProto;
}

/** The ts-proto ToolPartProto object → ToolPart, checking required fields, consts and enum values. */
export function fromProtoToolPart(message: ToolPartProto): ToolPart {
  return bridge.fromProto("opencode.tool.v1.ToolPart", message) as ToolPart;
}

/** ToolPartUpdatedEvent (schema/tool/toolPartUpdatedEvent.schema.json) → protobuf bytes of opencode.tool.v1.ToolPartUpdatedEvent; throws ProtoBridgeError on invalid input. */
export function encodeToolPartUpdatedEvent(json: ToolPartUpdatedEvent): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolPartUpdatedEvent", json, checkToolPartUpdatedEvent, writeToolPartUpdatedEvent);
}

/** Protobuf bytes of opencode.tool.v1.ToolPartUpdatedEvent → ToolPartUpdatedEvent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolPartUpdatedEvent(bytes: Uint8Array): ToolPartUpdatedEvent {
  return decodeMessage("opencode.tool.v1.ToolPartUpdatedEvent", bytes, checkToolPartUpdatedEvent, readToolPartUpdatedEvent) as ToolPartUpdatedEvent;
}

/** ToolPartUpdatedEvent → the ts-proto ToolPartUpdatedEventProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolPartUpdatedEvent(json: ToolPartUpdatedEvent): ToolPartUpdatedEventProto {
  return bridge.toProto("opencode.tool.v1.ToolPartUpdatedEvent", json) as ToolPartUpdatedEventProto;
}

/** The ts-proto ToolPartUpdatedEventProto object → ToolPartUpdatedEvent, checking required fields, consts and enum values. */
export function fromProtoToolPartUpdatedEvent(message: ToolPartUpdatedEventProto): ToolPartUpdatedEvent {
  return bridge.fromProto("opencode.tool.v1.ToolPartUpdatedEvent", message) as ToolPartUpdatedEvent;
}

/** ToolPartUpdatedProperties (schema/tool/toolPartUpdatedProperties.schema.json) → protobuf bytes of opencode.tool.v1.ToolPartUpdatedProperties; throws ProtoBridgeError on invalid input. */
export function encodeToolPartUpdatedProperties(json: ToolPartUpdatedProperties): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolPartUpdatedProperties", json, checkToolPartUpdatedProperties, writeToolPartUpdatedProperties);
}

/** Protobuf bytes of opencode.tool.v1.ToolPartUpdatedProperties → ToolPartUpdatedProperties; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolPartUpdatedProperties(bytes: Uint8Array): ToolPartUpdatedProperties {
  return decodeMessage("opencode.tool.v1.ToolPartUpdatedProperties", bytes, checkToolPartUpdatedProperties, readToolPartUpdatedProperties) as ToolPartUpdatedProperties;
}

/** ToolPartUpdatedProperties → the ts-proto ToolPartUpdatedPropertiesProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolPartUpdatedProperties(json: ToolPartUpdatedProperties): ToolPartUpdatedPropertiesProto {
  return bridge.toProto("opencode.tool.v1.ToolPartUpdatedProperties", json) as ToolPartUpdatedPropertiesProto;
}

/** The ts-proto ToolPartUpdatedPropertiesProto object → ToolPartUpdatedProperties, checking required fields, consts and enum values. */
export function fromProtoToolPartUpdatedProperties(message: ToolPartUpdatedPropertiesProto): ToolPartUpdatedProperties {
  return bridge.fromProto("opencode.tool.v1.ToolPartUpdatedProperties", message) as ToolPartUpdatedProperties;
}

/** ToolState (schema/tool/toolState.schema.json) → protobuf bytes of opencode.tool.v1.ToolState; throws ProtoBridgeError on invalid input. */
export function encodeToolState(json: ToolState): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolState", json, checkToolState, writeToolState);
}

/** Protobuf bytes of opencode.tool.v1.ToolState → ToolState; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolState(bytes: Uint8Array): ToolState {
  return decodeMessage("opencode.tool.v1.ToolState", bytes, checkToolState, readToolState) as ToolState;
}

/** ToolState → the ts-proto ToolStateProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolState(json: ToolState): ToolStateProto {
  return bridge.toProto("opencode.tool.v1.ToolState", json) as ToolStateProto;
}

/** The ts-proto ToolStateProto object → ToolState, checking required fields, consts and enum values. */
export function fromProtoToolState(message: ToolStateProto): ToolState {
  return bridge.fromProto("opencode.tool.v1.ToolState", message) as ToolState;
}

/** ToolStateCompleted (schema/tool/toolStateCompleted.schema.json) → protobuf bytes of opencode.tool.v1.ToolStateCompleted; throws ProtoBridgeError on invalid input. */
export function encodeToolStateCompleted(json: ToolStateCompleted): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolStateCompleted", json, checkToolStateCompleted, writeToolStateCompleted);
}

/** Protobuf bytes of opencode.tool.v1.ToolStateCompleted → ToolStateCompleted; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolStateCompleted(bytes: Uint8Array): ToolStateCompleted {
  return decodeMessage("opencode.tool.v1.ToolStateCompleted", bytes, checkToolStateCompleted, readToolStateCompleted) as ToolStateCompleted;
}

/** ToolStateCompleted → the ts-proto ToolStateCompletedProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolStateCompleted(json: ToolStateCompleted): ToolStateCompletedProto {
  return bridge.toProto("opencode.tool.v1.ToolStateCompleted", json) as ToolStateCompletedProto;
}

/** The ts-proto ToolStateCompletedProto object → ToolStateCompleted, checking required fields, consts and enum values. */
export function fromProtoToolStateCompleted(message: ToolStateCompletedProto): ToolStateCompleted {
  return bridge.fromProto("opencode.tool.v1.ToolStateCompleted", message) as ToolStateCompleted;
}

/** ToolStateError (schema/tool/toolStateError.schema.json) → protobuf bytes of opencode.tool.v1.ToolStateError; throws ProtoBridgeError on invalid input. */
export function encodeToolStateError(json: ToolStateError): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolStateError", json, checkToolStateError, writeToolStateError);
}

/** Protobuf bytes of opencode.tool.v1.ToolStateError → ToolStateError; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolStateError(bytes: Uint8Array): ToolStateError {
  return decodeMessage("opencode.tool.v1.ToolStateError", bytes, checkToolStateError, readToolStateError) as ToolStateError;
}

/** ToolStateError → the ts-proto ToolStateErrorProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolStateError(json: ToolStateError): ToolStateErrorProto {
  return bridge.toProto("opencode.tool.v1.ToolStateError", json) as ToolStateErrorProto;
}

/** The ts-proto ToolStateErrorProto object → ToolStateError, checking required fields, consts and enum values. */
export function fromProtoToolStateError(message: ToolStateErrorProto): ToolStateError {
  return bridge.fromProto("opencode.tool.v1.ToolStateError", message) as ToolStateError;
}

/** ToolStatePending (schema/tool/toolStatePending.schema.json) → protobuf bytes of opencode.tool.v1.ToolStatePending; throws ProtoBridgeError on invalid input. */
export function encodeToolStatePending(json: ToolStatePending): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolStatePending", json, checkToolStatePending, writeToolStatePending);
}

/** Protobuf bytes of opencode.tool.v1.ToolStatePending → ToolStatePending; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolStatePending(bytes: Uint8Array): ToolStatePending {
  return decodeMessage("opencode.tool.v1.ToolStatePending", bytes, checkToolStatePending, readToolStatePending) as ToolStatePending;
}

/** ToolStatePending → the ts-proto ToolStatePendingProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolStatePending(json: ToolStatePending): ToolStatePendingProto {
  return bridge.toProto("opencode.tool.v1.ToolStatePending", json) as ToolStatePendingProto;
}

/** The ts-proto ToolStatePendingProto object → ToolStatePending, checking required fields, consts and enum values. */
export function fromProtoToolStatePending(message: ToolStatePendingProto): ToolStatePending {
  return bridge.fromProto("opencode.tool.v1.ToolStatePending", message) as ToolStatePending;
}

/** ToolStateRunning (schema/tool/toolStateRunning.schema.json) → protobuf bytes of opencode.tool.v1.ToolStateRunning; throws ProtoBridgeError on invalid input. */
export function encodeToolStateRunning(json: ToolStateRunning): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolStateRunning", json, checkToolStateRunning, writeToolStateRunning);
}

/** Protobuf bytes of opencode.tool.v1.ToolStateRunning → ToolStateRunning; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolStateRunning(bytes: Uint8Array): ToolStateRunning {
  return decodeMessage("opencode.tool.v1.ToolStateRunning", bytes, checkToolStateRunning, readToolStateRunning) as ToolStateRunning;
}

/** ToolStateRunning → the ts-proto ToolStateRunningProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolStateRunning(json: ToolStateRunning): ToolStateRunningProto {
  return bridge.toProto("opencode.tool.v1.ToolStateRunning", json) as ToolStateRunningProto;
}

/** The ts-proto ToolStateRunningProto object → ToolStateRunning, checking required fields, consts and enum values. */
export function fromProtoToolStateRunning(message: ToolStateRunningProto): ToolStateRunning {
  return bridge.fromProto("opencode.tool.v1.ToolStateRunning", message) as ToolStateRunning;
}

/** ToolTime (schema/tool/toolTime.schema.json) → protobuf bytes of opencode.tool.v1.ToolTime; throws ProtoBridgeError on invalid input. */
export function encodeToolTime(json: ToolTime): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolTime", json, checkToolTime, writeToolTime);
}

/** Protobuf bytes of opencode.tool.v1.ToolTime → ToolTime; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolTime(bytes: Uint8Array): ToolTime {
  return decodeMessage("opencode.tool.v1.ToolTime", bytes, checkToolTime, readToolTime) as ToolTime;
}

/** ToolTime → the ts-proto ToolTimeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolTime(json: ToolTime): ToolTimeProto {
  return bridge.toProto("opencode.tool.v1.ToolTime", json) as ToolTimeProto;
}

/** The ts-proto ToolTimeProto object → ToolTime, checking required fields, consts and enum values. */
export function fromProtoToolTime(message: ToolTimeProto): ToolTime {
  return bridge.fromProto("opencode.tool.v1.ToolTime", message) as ToolTime;
}

/** ToolTimeRange (schema/tool/toolTimeRange.schema.json) → protobuf bytes of opencode.tool.v1.ToolTimeRange; throws ProtoBridgeError on invalid input. */
export function encodeToolTimeRange(json: ToolTimeRange): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolTimeRange", json, checkToolTimeRange, writeToolTimeRange);
}

/** Protobuf bytes of opencode.tool.v1.ToolTimeRange → ToolTimeRange; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolTimeRange(bytes: Uint8Array): ToolTimeRange {
  return decodeMessage("opencode.tool.v1.ToolTimeRange", bytes, checkToolTimeRange, readToolTimeRange) as ToolTimeRange;
}

/** ToolTimeRange → the ts-proto ToolTimeRangeProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolTimeRange(json: ToolTimeRange): ToolTimeRangeProto {
  return bridge.toProto("opencode.tool.v1.ToolTimeRange", json) as ToolTimeRangeProto;
}

/** The ts-proto ToolTimeRangeProto object → ToolTimeRange, checking required fields, consts and enum values. */
export function fromProtoToolTimeRange(message: ToolTimeRangeProto): ToolTimeRange {
  return bridge.fromProto("opencode.tool.v1.ToolTimeRange", message) as ToolTimeRange;
}

/** ToolTimeWithEnd (schema/tool/toolTimeWithEnd.schema.json) → protobuf bytes of opencode.tool.v1.ToolTimeWithEnd; throws ProtoBridgeError on invalid input. */
export function encodeToolTimeWithEnd(json: ToolTimeWithEnd): Uint8Array {
  return encodeMessage("opencode.tool.v1.ToolTimeWithEnd", json, checkToolTimeWithEnd, writeToolTimeWithEnd);
}

/** Protobuf bytes of opencode.tool.v1.ToolTimeWithEnd → ToolTimeWithEnd; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeToolTimeWithEnd(bytes: Uint8Array): ToolTimeWithEnd {
  return decodeMessage("opencode.tool.v1.ToolTimeWithEnd", bytes, checkToolTimeWithEnd, readToolTimeWithEnd) as ToolTimeWithEnd;
}

/** ToolTimeWithEnd → the ts-proto ToolTimeWithEndProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoToolTimeWithEnd(json: ToolTimeWithEnd): ToolTimeWithEndProto {
  return bridge.toProto("opencode.tool.v1.ToolTimeWithEnd", json) as ToolTimeWithEndProto;
}

/** The ts-proto ToolTimeWithEndProto object → ToolTimeWithEnd, checking required fields, consts and enum values. */
export function fromProtoToolTimeWithEnd(message: ToolTimeWithEndProto): ToolTimeWithEnd {
  return bridge.fromProto("opencode.tool.v1.ToolTimeWithEnd", message) as ToolTimeWithEnd;
}

/** WatchToolPartsRequest (schema/tool/watchToolPartsRequest.schema.json) → protobuf bytes of opencode.tool.v1.WatchToolPartsRequest; throws ProtoBridgeError on invalid input. */
export function encodeWatchToolPartsRequest(json: WatchToolPartsRequest): Uint8Array {
  return encodeMessage("opencode.tool.v1.WatchToolPartsRequest", json, checkWatchToolPartsRequest, writeWatchToolPartsRequest);
}

/** Protobuf bytes of opencode.tool.v1.WatchToolPartsRequest → WatchToolPartsRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeWatchToolPartsRequest(bytes: Uint8Array): WatchToolPartsRequest {
  return decodeMessage("opencode.tool.v1.WatchToolPartsRequest", bytes, checkWatchToolPartsRequest, readWatchToolPartsRequest) as WatchToolPartsRequest;
}

/** WatchToolPartsRequest → the ts-proto WatchToolPartsRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoWatchToolPartsRequest(json: WatchToolPartsRequest): WatchToolPartsRequestProto {
  return bridge.toProto("opencode.tool.v1.WatchToolPartsRequest", json) as WatchToolPartsRequestProto;
}

/** The ts-proto WatchToolPartsRequestProto object → WatchToolPartsRequest, checking required fields, consts and enum values. */
export function fromProtoWatchToolPartsRequest(message: WatchToolPartsRequestProto): WatchToolPartsRequest {
  return bridge.fromProto("opencode.tool.v1.WatchToolPartsRequest", message) as WatchToolPartsRequest;
}

/** WatchToolPartsResponse (schema/tool/watchToolPartsResponse.schema.json) → protobuf bytes of opencode.tool.v1.WatchToolPartsResponse; throws ProtoBridgeError on invalid input. */
export function encodeWatchToolPartsResponse(json: WatchToolPartsResponse): Uint8Array {
  return encodeMessage("opencode.tool.v1.WatchToolPartsResponse", json, checkWatchToolPartsResponse, writeWatchToolPartsResponse);
}

/** Protobuf bytes of opencode.tool.v1.WatchToolPartsResponse → WatchToolPartsResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeWatchToolPartsResponse(bytes: Uint8Array): WatchToolPartsResponse {
  return decodeMessage("opencode.tool.v1.WatchToolPartsResponse", bytes, checkWatchToolPartsResponse, readWatchToolPartsResponse) as WatchToolPartsResponse;
}

/** WatchToolPartsResponse → the ts-proto WatchToolPartsResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoWatchToolPartsResponse(json: WatchToolPartsResponse): WatchToolPartsResponseProto {
  return bridge.toProto("opencode.tool.v1.WatchToolPartsResponse", json) as WatchToolPartsResponseProto;
}

/** The ts-proto WatchToolPartsResponseProto object → WatchToolPartsResponse, checking required fields, consts and enum values. */
export function fromProtoWatchToolPartsResponse(message: WatchToolPartsResponseProto): WatchToolPartsResponse {
  return bridge.fromProto("opencode.tool.v1.WatchToolPartsResponse", message) as WatchToolPartsResponse;
}
