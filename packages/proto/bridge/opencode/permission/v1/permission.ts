// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge for opencode/permission/v1/permission.proto: schema JSON values to protobuf bytes and ts-proto objects, and back.
import { checkApproval } from "@generated/guards/approval";
import { checkAskPermissionRequest } from "@generated/guards/askPermissionRequest";
import { checkAskPermissionResponse } from "@generated/guards/askPermissionResponse";
import { checkAuditActor } from "@generated/guards/auditActor";
import { checkAuditRecord } from "@generated/guards/auditRecord";
import { checkListApprovalsRequest } from "@generated/guards/listApprovalsRequest";
import { checkListApprovalsResponse } from "@generated/guards/listApprovalsResponse";
import { checkListAuditRequest } from "@generated/guards/listAuditRequest";
import { checkListAuditResponse } from "@generated/guards/listAuditResponse";
import { checkListPermissionsRequest } from "@generated/guards/listPermissionsRequest";
import { checkListPermissionsResponse } from "@generated/guards/listPermissionsResponse";
import { checkPermissionAskedEvent } from "@generated/guards/permissionAskedEvent";
import { checkPermissionEvent } from "@generated/guards/permissionEvent";
import { checkPermissionRepliedEvent } from "@generated/guards/permissionRepliedEvent";
import { checkPermissionRepliedProperties } from "@generated/guards/permissionRepliedProperties";
import { checkPermissionReplyBody } from "@generated/guards/permissionReplyBody";
import { checkPermissionRequest } from "@generated/guards/permissionRequest";
import { checkPermissionResponseBody } from "@generated/guards/permissionResponseBody";
import { checkPermissionRule } from "@generated/guards/permissionRule";
import { checkPermissionRuleset } from "@generated/guards/permissionRuleset";
import { checkPermissionToolContext } from "@generated/guards/permissionToolContext";
import { checkRespondToPermissionRequest } from "@generated/guards/respondToPermissionRequest";
import { checkRespondToPermissionResponse } from "@generated/guards/respondToPermissionResponse";
import { checkRevokeApprovalRequest } from "@generated/guards/revokeApprovalRequest";
import { checkRevokeApprovalResponse } from "@generated/guards/revokeApprovalResponse";
import { checkSandboxConfig } from "@generated/guards/sandboxConfig";
import { checkWatchPermissionsRequest } from "@generated/guards/watchPermissionsRequest";
import { checkWatchPermissionsResponse } from "@generated/guards/watchPermissionsResponse";
import type { Approval } from "@generated/types/approval";
import type { AskPermissionRequest } from "@generated/types/askPermissionRequest";
import type { AskPermissionResponse } from "@generated/types/askPermissionResponse";
import type { AuditActor } from "@generated/types/auditActor";
import type { AuditRecord } from "@generated/types/auditRecord";
import type { ListApprovalsRequest } from "@generated/types/listApprovalsRequest";
import type { ListApprovalsResponse } from "@generated/types/listApprovalsResponse";
import type { ListAuditRequest } from "@generated/types/listAuditRequest";
import type { ListAuditResponse } from "@generated/types/listAuditResponse";
import type { ListPermissionsRequest } from "@generated/types/listPermissionsRequest";
import type { ListPermissionsResponse } from "@generated/types/listPermissionsResponse";
import type { PermissionAskedEvent } from "@generated/types/permissionAskedEvent";
import type { PermissionEvent } from "@generated/types/permissionEvent";
import type { PermissionRepliedEvent } from "@generated/types/permissionRepliedEvent";
import type { PermissionRepliedProperties } from "@generated/types/permissionRepliedProperties";
import type { PermissionReplyBody } from "@generated/types/permissionReplyBody";
import type { PermissionRequest } from "@generated/types/permissionRequest";
import type { PermissionResponseBody } from "@generated/types/permissionResponseBody";
import type { PermissionRule } from "@generated/types/permissionRule";
import type { PermissionRuleset } from "@generated/types/permissionRuleset";
import type { PermissionToolContext } from "@generated/types/permissionToolContext";
import type { RespondToPermissionRequest } from "@generated/types/respondToPermissionRequest";
import type { RespondToPermissionResponse } from "@generated/types/respondToPermissionResponse";
import type { RevokeApprovalRequest } from "@generated/types/revokeApprovalRequest";
import type { RevokeApprovalResponse } from "@generated/types/revokeApprovalResponse";
import type { SandboxConfig } from "@generated/types/sandboxConfig";
import type { WatchPermissionsRequest } from "@generated/types/watchPermissionsRequest";
import type { WatchPermissionsResponse } from "@generated/types/watchPermissionsResponse";
import { readApproval, readAskPermissionRequest, readAskPermissionResponse, readAuditActor, readAuditRecord, readListApprovalsRequest, readListApprovalsResponse, readListAuditRequest, readListAuditResponse, readListPermissionsRequest, readListPermissionsResponse, readPermissionAskedEvent, readPermissionEvent, readPermissionRepliedEvent, readPermissionRepliedProperties, readPermissionReplyBody, readPermissionRequest, readPermissionResponseBody, readPermissionRule, readPermissionRuleset, readPermissionToolContext, readRespondToPermissionRequest, readRespondToPermissionResponse, readRevokeApprovalRequest, readRevokeApprovalResponse, readSandboxConfig, readWatchPermissionsRequest, readWatchPermissionsResponse, writeApproval, writeAskPermissionRequest, writeAskPermissionResponse, writeAuditActor, writeAuditRecord, writeListApprovalsRequest, writeListApprovalsResponse, writeListAuditRequest, writeListAuditResponse, writeListPermissionsRequest, writeListPermissionsResponse, writePermissionAskedEvent, writePermissionEvent, writePermissionRepliedEvent, writePermissionRepliedProperties, writePermissionReplyBody, writePermissionRequest, writePermissionResponseBody, writePermissionRule, writePermissionRuleset, writePermissionToolContext, writeRespondToPermissionRequest, writeRespondToPermissionResponse, writeRevokeApprovalRequest, writeRevokeApprovalResponse, writeSandboxConfig, writeWatchPermissionsRequest, writeWatchPermissionsResponse } from "../../../../bridge-codecs/opencode/permission/v1/permission";
import { plan as plan1 } from "../../../../bridge-plans/opencode/invocation/v1/invocation";
import { plan as plan } from "../../../../bridge-plans/opencode/permission/v1/permission";
import { createBridge } from "../../../../bridge-runtime";
import { decodeMessage, encodeMessage } from "../../../../bridge-wire";
import type { Approval as ApprovalProto, AskPermissionRequest as AskPermissionRequestProto, AskPermissionResponse as AskPermissionResponseProto, AuditActor as AuditActorProto, AuditRecord as AuditRecordProto, ListApprovalsRequest as ListApprovalsRequestProto, ListApprovalsResponse as ListApprovalsResponseProto, ListAuditRequest as ListAuditRequestProto, ListAuditResponse as ListAuditResponseProto, ListPermissionsRequest as ListPermissionsRequestProto, ListPermissionsResponse as ListPermissionsResponseProto, PermissionAskedEvent as PermissionAskedEventProto, PermissionEvent as PermissionEventProto, PermissionRepliedEvent as PermissionRepliedEventProto, PermissionRepliedProperties as PermissionRepliedPropertiesProto, PermissionReplyBody as PermissionReplyBodyProto, PermissionRequest as PermissionRequestProto, PermissionResponseBody as PermissionResponseBodyProto, PermissionRule as PermissionRuleProto, PermissionRuleset as PermissionRulesetProto, PermissionToolContext as PermissionToolContextProto, RespondToPermissionRequest as RespondToPermissionRequestProto, RespondToPermissionResponse as RespondToPermissionResponseProto, RevokeApprovalRequest as RevokeApprovalRequestProto, RevokeApprovalResponse as RevokeApprovalResponseProto, SandboxConfig as SandboxConfigProto, WatchPermissionsRequest as WatchPermissionsRequestProto, WatchPermissionsResponse as WatchPermissionsResponseProto } from "../../../../opencode/permission/v1/permission";

const bridge = createBridge({ messages: Object.assign({}, plan.messages, plan1.messages), enums: Object.assign({}, plan.enums, plan1.enums) });

/** Approval (schema/permission/approval.schema.json) → protobuf bytes of opencode.permission.v1.Approval; throws ProtoBridgeError on invalid input. */
export function encodeApproval(json: Approval): Uint8Array {
  return encodeMessage("opencode.permission.v1.Approval", json, checkApproval, writeApproval);
}

/** Protobuf bytes of opencode.permission.v1.Approval → Approval; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeApproval(bytes: Uint8Array): Approval {
  return decodeMessage("opencode.permission.v1.Approval", bytes, checkApproval, readApproval) as Approval;
}

/** Approval → the ts-proto ApprovalProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoApproval(json: Approval): ApprovalProto {
  return bridge.toProto("opencode.permission.v1.Approval", json) as ApprovalProto;
}

/** The ts-proto ApprovalProto object → Approval, checking required fields, consts and enum values. */
export function fromProtoApproval(message: ApprovalProto): Approval {
  return bridge.fromProto("opencode.permission.v1.Approval", message) as Approval;
}

/** AskPermissionRequest (schema/permission/askPermissionRequest.schema.json) → protobuf bytes of opencode.permission.v1.AskPermissionRequest; throws ProtoBridgeError on invalid input. */
export function encodeAskPermissionRequest(json: AskPermissionRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.AskPermissionRequest", json, checkAskPermissionRequest, writeAskPermissionRequest);
}

/** Protobuf bytes of opencode.permission.v1.AskPermissionRequest → AskPermissionRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAskPermissionRequest(bytes: Uint8Array): AskPermissionRequest {
  return decodeMessage("opencode.permission.v1.AskPermissionRequest", bytes, checkAskPermissionRequest, readAskPermissionRequest) as AskPermissionRequest;
}

/** AskPermissionRequest → the ts-proto AskPermissionRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAskPermissionRequest(json: AskPermissionRequest): AskPermissionRequestProto {
  return bridge.toProto("opencode.permission.v1.AskPermissionRequest", json) as AskPermissionRequestProto;
}

/** The ts-proto AskPermissionRequestProto object → AskPermissionRequest, checking required fields, consts and enum values. */
export function fromProtoAskPermissionRequest(message: AskPermissionRequestProto): AskPermissionRequest {
  return bridge.fromProto("opencode.permission.v1.AskPermissionRequest", message) as AskPermissionRequest;
}

/** AskPermissionResponse (schema/permission/askPermissionResponse.schema.json) → protobuf bytes of opencode.permission.v1.AskPermissionResponse; throws ProtoBridgeError on invalid input. */
export function encodeAskPermissionResponse(json: AskPermissionResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.AskPermissionResponse", json, checkAskPermissionResponse, writeAskPermissionResponse);
}

/** Protobuf bytes of opencode.permission.v1.AskPermissionResponse → AskPermissionResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAskPermissionResponse(bytes: Uint8Array): AskPermissionResponse {
  return decodeMessage("opencode.permission.v1.AskPermissionResponse", bytes, checkAskPermissionResponse, readAskPermissionResponse) as AskPermissionResponse;
}

/** AskPermissionResponse → the ts-proto AskPermissionResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAskPermissionResponse(json: AskPermissionResponse): AskPermissionResponseProto {
  return bridge.toProto("opencode.permission.v1.AskPermissionResponse", json) as AskPermissionResponseProto;
}

/** The ts-proto AskPermissionResponseProto object → AskPermissionResponse, checking required fields, consts and enum values. */
export function fromProtoAskPermissionResponse(message: AskPermissionResponseProto): AskPermissionResponse {
  return bridge.fromProto("opencode.permission.v1.AskPermissionResponse", message) as AskPermissionResponse;
}

/** AuditActor (schema/permission/auditActor.schema.json) → protobuf bytes of opencode.permission.v1.AuditActor; throws ProtoBridgeError on invalid input. */
export function encodeAuditActor(json: AuditActor): Uint8Array {
  return encodeMessage("opencode.permission.v1.AuditActor", json, checkAuditActor, writeAuditActor);
}

/** Protobuf bytes of opencode.permission.v1.AuditActor → AuditActor; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAuditActor(bytes: Uint8Array): AuditActor {
  return decodeMessage("opencode.permission.v1.AuditActor", bytes, checkAuditActor, readAuditActor) as AuditActor;
}

/** AuditActor → the ts-proto AuditActorProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAuditActor(json: AuditActor): AuditActorProto {
  return bridge.toProto("opencode.permission.v1.AuditActor", json) as AuditActorProto;
}

/** The ts-proto AuditActorProto object → AuditActor, checking required fields, consts and enum values. */
export function fromProtoAuditActor(message: AuditActorProto): AuditActor {
  return bridge.fromProto("opencode.permission.v1.AuditActor", message) as AuditActor;
}

/** AuditRecord (schema/permission/auditRecord.schema.json) → protobuf bytes of opencode.permission.v1.AuditRecord; throws ProtoBridgeError on invalid input. */
export function encodeAuditRecord(json: AuditRecord): Uint8Array {
  return encodeMessage("opencode.permission.v1.AuditRecord", json, checkAuditRecord, writeAuditRecord);
}

/** Protobuf bytes of opencode.permission.v1.AuditRecord → AuditRecord; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeAuditRecord(bytes: Uint8Array): AuditRecord {
  return decodeMessage("opencode.permission.v1.AuditRecord", bytes, checkAuditRecord, readAuditRecord) as AuditRecord;
}

/** AuditRecord → the ts-proto AuditRecordProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoAuditRecord(json: AuditRecord): AuditRecordProto {
  return bridge.toProto("opencode.permission.v1.AuditRecord", json) as AuditRecordProto;
}

/** The ts-proto AuditRecordProto object → AuditRecord, checking required fields, consts and enum values. */
export function fromProtoAuditRecord(message: AuditRecordProto): AuditRecord {
  return bridge.fromProto("opencode.permission.v1.AuditRecord", message) as AuditRecord;
}

/** ListApprovalsRequest (schema/permission/listApprovalsRequest.schema.json) → protobuf bytes of opencode.permission.v1.ListApprovalsRequest; throws ProtoBridgeError on invalid input. */
export function encodeListApprovalsRequest(json: ListApprovalsRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.ListApprovalsRequest", json, checkListApprovalsRequest, writeListApprovalsRequest);
}

/** Protobuf bytes of opencode.permission.v1.ListApprovalsRequest → ListApprovalsRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeListApprovalsRequest(bytes: Uint8Array): ListApprovalsRequest {
  return decodeMessage("opencode.permission.v1.ListApprovalsRequest", bytes, checkListApprovalsRequest, readListApprovalsRequest) as ListApprovalsRequest;
}

/** ListApprovalsRequest → the ts-proto ListApprovalsRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoListApprovalsRequest(json: ListApprovalsRequest): ListApprovalsRequestProto {
  return bridge.toProto("opencode.permission.v1.ListApprovalsRequest", json) as ListApprovalsRequestProto;
}

/** The ts-proto ListApprovalsRequestProto object → ListApprovalsRequest, checking required fields, consts and enum values. */
export function fromProtoListApprovalsRequest(message: ListApprovalsRequestProto): ListApprovalsRequest {
  return bridge.fromProto("opencode.permission.v1.ListApprovalsRequest", message) as ListApprovalsRequest;
}

/** ListApprovalsResponse (schema/permission/listApprovalsResponse.schema.json) → protobuf bytes of opencode.permission.v1.ListApprovalsResponse; throws ProtoBridgeError on invalid input. */
export function encodeListApprovalsResponse(json: ListApprovalsResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.ListApprovalsResponse", json, checkListApprovalsResponse, writeListApprovalsResponse);
}

/** Protobuf bytes of opencode.permission.v1.ListApprovalsResponse → ListApprovalsResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeListApprovalsResponse(bytes: Uint8Array): ListApprovalsResponse {
  return decodeMessage("opencode.permission.v1.ListApprovalsResponse", bytes, checkListApprovalsResponse, readListApprovalsResponse) as ListApprovalsResponse;
}

/** ListApprovalsResponse → the ts-proto ListApprovalsResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoListApprovalsResponse(json: ListApprovalsResponse): ListApprovalsResponseProto {
  return bridge.toProto("opencode.permission.v1.ListApprovalsResponse", json) as ListApprovalsResponseProto;
}

/** The ts-proto ListApprovalsResponseProto object → ListApprovalsResponse, checking required fields, consts and enum values. */
export function fromProtoListApprovalsResponse(message: ListApprovalsResponseProto): ListApprovalsResponse {
  return bridge.fromProto("opencode.permission.v1.ListApprovalsResponse", message) as ListApprovalsResponse;
}

/** ListAuditRequest (schema/permission/listAuditRequest.schema.json) → protobuf bytes of opencode.permission.v1.ListAuditRequest; throws ProtoBridgeError on invalid input. */
export function encodeListAuditRequest(json: ListAuditRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.ListAuditRequest", json, checkListAuditRequest, writeListAuditRequest);
}

/** Protobuf bytes of opencode.permission.v1.ListAuditRequest → ListAuditRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeListAuditRequest(bytes: Uint8Array): ListAuditRequest {
  return decodeMessage("opencode.permission.v1.ListAuditRequest", bytes, checkListAuditRequest, readListAuditRequest) as ListAuditRequest;
}

/** ListAuditRequest → the ts-proto ListAuditRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoListAuditRequest(json: ListAuditRequest): ListAuditRequestProto {
  return bridge.toProto("opencode.permission.v1.ListAuditRequest", json) as ListAuditRequestProto;
}

/** The ts-proto ListAuditRequestProto object → ListAuditRequest, checking required fields, consts and enum values. */
export function fromProtoListAuditRequest(message: ListAuditRequestProto): ListAuditRequest {
  return bridge.fromProto("opencode.permission.v1.ListAuditRequest", message) as ListAuditRequest;
}

/** ListAuditResponse (schema/permission/listAuditResponse.schema.json) → protobuf bytes of opencode.permission.v1.ListAuditResponse; throws ProtoBridgeError on invalid input. */
export function encodeListAuditResponse(json: ListAuditResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.ListAuditResponse", json, checkListAuditResponse, writeListAuditResponse);
}

/** Protobuf bytes of opencode.permission.v1.ListAuditResponse → ListAuditResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeListAuditResponse(bytes: Uint8Array): ListAuditResponse {
  return decodeMessage("opencode.permission.v1.ListAuditResponse", bytes, checkListAuditResponse, readListAuditResponse) as ListAuditResponse;
}

/** ListAuditResponse → the ts-proto ListAuditResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoListAuditResponse(json: ListAuditResponse): ListAuditResponseProto {
  return bridge.toProto("opencode.permission.v1.ListAuditResponse", json) as ListAuditResponseProto;
}

/** The ts-proto ListAuditResponseProto object → ListAuditResponse, checking required fields, consts and enum values. */
export function fromProtoListAuditResponse(message: ListAuditResponseProto): ListAuditResponse {
  return bridge.fromProto("opencode.permission.v1.ListAuditResponse", message) as ListAuditResponse;
}

/** ListPermissionsRequest (schema/permission/listPermissionsRequest.schema.json) → protobuf bytes of opencode.permission.v1.ListPermissionsRequest; throws ProtoBridgeError on invalid input. */
export function encodeListPermissionsRequest(json: ListPermissionsRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.ListPermissionsRequest", json, checkListPermissionsRequest, writeListPermissionsRequest);
}

/** Protobuf bytes of opencode.permission.v1.ListPermissionsRequest → ListPermissionsRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeListPermissionsRequest(bytes: Uint8Array): ListPermissionsRequest {
  return decodeMessage("opencode.permission.v1.ListPermissionsRequest", bytes, checkListPermissionsRequest, readListPermissionsRequest) as ListPermissionsRequest;
}

/** ListPermissionsRequest → the ts-proto ListPermissionsRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoListPermissionsRequest(json: ListPermissionsRequest): ListPermissionsRequestProto {
  return bridge.toProto("opencode.permission.v1.ListPermissionsRequest", json) as ListPermissionsRequestProto;
}

/** The ts-proto ListPermissionsRequestProto object → ListPermissionsRequest, checking required fields, consts and enum values. */
export function fromProtoListPermissionsRequest(message: ListPermissionsRequestProto): ListPermissionsRequest {
  return bridge.fromProto("opencode.permission.v1.ListPermissionsRequest", message) as ListPermissionsRequest;
}

/** ListPermissionsResponse (schema/permission/listPermissionsResponse.schema.json) → protobuf bytes of opencode.permission.v1.ListPermissionsResponse; throws ProtoBridgeError on invalid input. */
export function encodeListPermissionsResponse(json: ListPermissionsResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.ListPermissionsResponse", json, checkListPermissionsResponse, writeListPermissionsResponse);
}

/** Protobuf bytes of opencode.permission.v1.ListPermissionsResponse → ListPermissionsResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeListPermissionsResponse(bytes: Uint8Array): ListPermissionsResponse {
  return decodeMessage("opencode.permission.v1.ListPermissionsResponse", bytes, checkListPermissionsResponse, readListPermissionsResponse) as ListPermissionsResponse;
}

/** ListPermissionsResponse → the ts-proto ListPermissionsResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoListPermissionsResponse(json: ListPermissionsResponse): ListPermissionsResponseProto {
  return bridge.toProto("opencode.permission.v1.ListPermissionsResponse", json) as ListPermissionsResponseProto;
}

/** The ts-proto ListPermissionsResponseProto object → ListPermissionsResponse, checking required fields, consts and enum values. */
export function fromProtoListPermissionsResponse(message: ListPermissionsResponseProto): ListPermissionsResponse {
  return bridge.fromProto("opencode.permission.v1.ListPermissionsResponse", message) as ListPermissionsResponse;
}

/** PermissionAskedEvent (schema/permission/permissionAskedEvent.schema.json) → protobuf bytes of opencode.permission.v1.PermissionAskedEvent; throws ProtoBridgeError on invalid input. */
export function encodePermissionAskedEvent(json: PermissionAskedEvent): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionAskedEvent", json, checkPermissionAskedEvent, writePermissionAskedEvent);
}

/** Protobuf bytes of opencode.permission.v1.PermissionAskedEvent → PermissionAskedEvent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionAskedEvent(bytes: Uint8Array): PermissionAskedEvent {
  return decodeMessage("opencode.permission.v1.PermissionAskedEvent", bytes, checkPermissionAskedEvent, readPermissionAskedEvent) as PermissionAskedEvent;
}

/** PermissionAskedEvent → the ts-proto PermissionAskedEventProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionAskedEvent(json: PermissionAskedEvent): PermissionAskedEventProto {
  return bridge.toProto("opencode.permission.v1.PermissionAskedEvent", json) as PermissionAskedEventProto;
}

/** The ts-proto PermissionAskedEventProto object → PermissionAskedEvent, checking required fields, consts and enum values. */
export function fromProtoPermissionAskedEvent(message: PermissionAskedEventProto): PermissionAskedEvent {
  return bridge.fromProto("opencode.permission.v1.PermissionAskedEvent", message) as PermissionAskedEvent;
}

/** PermissionEvent (schema/permission/permissionEvent.schema.json) → protobuf bytes of opencode.permission.v1.PermissionEvent; throws ProtoBridgeError on invalid input. */
export function encodePermissionEvent(json: PermissionEvent): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionEvent", json, checkPermissionEvent, writePermissionEvent);
}

/** Protobuf bytes of opencode.permission.v1.PermissionEvent → PermissionEvent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionEvent(bytes: Uint8Array): PermissionEvent {
  return decodeMessage("opencode.permission.v1.PermissionEvent", bytes, checkPermissionEvent, readPermissionEvent) as PermissionEvent;
}

/** PermissionEvent → the ts-proto PermissionEventProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionEvent(json: PermissionEvent): PermissionEventProto {
  return bridge.toProto("opencode.permission.v1.PermissionEvent", json) as PermissionEventProto;
}

/** The ts-proto PermissionEventProto object → PermissionEvent, checking required fields, consts and enum values. */
export function fromProtoPermissionEvent(message: PermissionEventProto): PermissionEvent {
  return bridge.fromProto("opencode.permission.v1.PermissionEvent", message) as PermissionEvent;
}

/** PermissionRepliedEvent (schema/permission/permissionRepliedEvent.schema.json) → protobuf bytes of opencode.permission.v1.PermissionRepliedEvent; throws ProtoBridgeError on invalid input. */
export function encodePermissionRepliedEvent(json: PermissionRepliedEvent): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionRepliedEvent", json, checkPermissionRepliedEvent, writePermissionRepliedEvent);
}

/** Protobuf bytes of opencode.permission.v1.PermissionRepliedEvent → PermissionRepliedEvent; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionRepliedEvent(bytes: Uint8Array): PermissionRepliedEvent {
  return decodeMessage("opencode.permission.v1.PermissionRepliedEvent", bytes, checkPermissionRepliedEvent, readPermissionRepliedEvent) as PermissionRepliedEvent;
}

/** PermissionRepliedEvent → the ts-proto PermissionRepliedEventProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionRepliedEvent(json: PermissionRepliedEvent): PermissionRepliedEventProto {
  return bridge.toProto("opencode.permission.v1.PermissionRepliedEvent", json) as PermissionRepliedEventProto;
}

/** The ts-proto PermissionRepliedEventProto object → PermissionRepliedEvent, checking required fields, consts and enum values. */
export function fromProtoPermissionRepliedEvent(message: PermissionRepliedEventProto): PermissionRepliedEvent {
  return bridge.fromProto("opencode.permission.v1.PermissionRepliedEvent", message) as PermissionRepliedEvent;
}

/** PermissionRepliedProperties (schema/permission/permissionRepliedProperties.schema.json) → protobuf bytes of opencode.permission.v1.PermissionRepliedProperties; throws ProtoBridgeError on invalid input. */
export function encodePermissionRepliedProperties(json: PermissionRepliedProperties): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionRepliedProperties", json, checkPermissionRepliedProperties, writePermissionRepliedProperties);
}

/** Protobuf bytes of opencode.permission.v1.PermissionRepliedProperties → PermissionRepliedProperties; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionRepliedProperties(bytes: Uint8Array): PermissionRepliedProperties {
  return decodeMessage("opencode.permission.v1.PermissionRepliedProperties", bytes, checkPermissionRepliedProperties, readPermissionRepliedProperties) as PermissionRepliedProperties;
}

/** PermissionRepliedProperties → the ts-proto PermissionRepliedPropertiesProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionRepliedProperties(json: PermissionRepliedProperties): PermissionRepliedPropertiesProto {
  return bridge.toProto("opencode.permission.v1.PermissionRepliedProperties", json) as PermissionRepliedPropertiesProto;
}

/** The ts-proto PermissionRepliedPropertiesProto object → PermissionRepliedProperties, checking required fields, consts and enum values. */
export function fromProtoPermissionRepliedProperties(message: PermissionRepliedPropertiesProto): PermissionRepliedProperties {
  return bridge.fromProto("opencode.permission.v1.PermissionRepliedProperties", message) as PermissionRepliedProperties;
}

/** PermissionReplyBody (schema/permission/permissionReplyBody.schema.json) → protobuf bytes of opencode.permission.v1.PermissionReplyBody; throws ProtoBridgeError on invalid input. */
export function encodePermissionReplyBody(json: PermissionReplyBody): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionReplyBody", json, checkPermissionReplyBody, writePermissionReplyBody);
}

/** Protobuf bytes of opencode.permission.v1.PermissionReplyBody → PermissionReplyBody; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionReplyBody(bytes: Uint8Array): PermissionReplyBody {
  return decodeMessage("opencode.permission.v1.PermissionReplyBody", bytes, checkPermissionReplyBody, readPermissionReplyBody) as PermissionReplyBody;
}

/** PermissionReplyBody → the ts-proto PermissionReplyBodyProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionReplyBody(json: PermissionReplyBody): PermissionReplyBodyProto {
  return bridge.toProto("opencode.permission.v1.PermissionReplyBody", json) as PermissionReplyBodyProto;
}

/** The ts-proto PermissionReplyBodyProto object → PermissionReplyBody, checking required fields, consts and enum values. */
export function fromProtoPermissionReplyBody(message: PermissionReplyBodyProto): PermissionReplyBody {
  return bridge.fromProto("opencode.permission.v1.PermissionReplyBody", message) as PermissionReplyBody;
}

/** PermissionRequest (schema/permission/permissionRequest.schema.json) → protobuf bytes of opencode.permission.v1.PermissionRequest; throws ProtoBridgeError on invalid input. */
export function encodePermissionRequest(json: PermissionRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionRequest", json, checkPermissionRequest, writePermissionRequest);
}

/** Protobuf bytes of opencode.permission.v1.PermissionRequest → PermissionRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionRequest(bytes: Uint8Array): PermissionRequest {
  return decodeMessage("opencode.permission.v1.PermissionRequest", bytes, checkPermissionRequest, readPermissionRequest) as PermissionRequest;
}

/** PermissionRequest → the ts-proto PermissionRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionRequest(json: PermissionRequest): PermissionRequestProto {
  return bridge.toProto("opencode.permission.v1.PermissionRequest", json) as PermissionRequestProto;
}

/** The ts-proto PermissionRequestProto object → PermissionRequest, checking required fields, consts and enum values. */
export function fromProtoPermissionRequest(message: PermissionRequestProto): PermissionRequest {
  return bridge.fromProto("opencode.permission.v1.PermissionRequest", message) as PermissionRequest;
}

/** PermissionResponseBody (schema/permission/permissionResponseBody.schema.json) → protobuf bytes of opencode.permission.v1.PermissionResponseBody; throws ProtoBridgeError on invalid input. */
export function encodePermissionResponseBody(json: PermissionResponseBody): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionResponseBody", json, checkPermissionResponseBody, writePermissionResponseBody);
}

/** Protobuf bytes of opencode.permission.v1.PermissionResponseBody → PermissionResponseBody; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionResponseBody(bytes: Uint8Array): PermissionResponseBody {
  return decodeMessage("opencode.permission.v1.PermissionResponseBody", bytes, checkPermissionResponseBody, readPermissionResponseBody) as PermissionResponseBody;
}

/** PermissionResponseBody → the ts-proto PermissionResponseBodyProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionResponseBody(json: PermissionResponseBody): PermissionResponseBodyProto {
  return bridge.toProto("opencode.permission.v1.PermissionResponseBody", json) as PermissionResponseBodyProto;
}

/** The ts-proto PermissionResponseBodyProto object → PermissionResponseBody, checking required fields, consts and enum values. */
export function fromProtoPermissionResponseBody(message: PermissionResponseBodyProto): PermissionResponseBody {
  return bridge.fromProto("opencode.permission.v1.PermissionResponseBody", message) as PermissionResponseBody;
}

/** PermissionRule (schema/permission/permissionRule.schema.json) → protobuf bytes of opencode.permission.v1.PermissionRule; throws ProtoBridgeError on invalid input. */
export function encodePermissionRule(json: PermissionRule): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionRule", json, checkPermissionRule, writePermissionRule);
}

/** Protobuf bytes of opencode.permission.v1.PermissionRule → PermissionRule; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionRule(bytes: Uint8Array): PermissionRule {
  return decodeMessage("opencode.permission.v1.PermissionRule", bytes, checkPermissionRule, readPermissionRule) as PermissionRule;
}

/** PermissionRule → the ts-proto PermissionRuleProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionRule(json: PermissionRule): PermissionRuleProto {
  return bridge.toProto("opencode.permission.v1.PermissionRule", json) as PermissionRuleProto;
}

/** The ts-proto PermissionRuleProto object → PermissionRule, checking required fields, consts and enum values. */
export function fromProtoPermissionRule(message: PermissionRuleProto): PermissionRule {
  return bridge.fromProto("opencode.permission.v1.PermissionRule", message) as PermissionRule;
}

/** PermissionRuleset (schema/permission/permissionRuleset.schema.json) → protobuf bytes of opencode.permission.v1.PermissionRuleset; throws ProtoBridgeError on invalid input. */
export function encodePermissionRuleset(json: PermissionRuleset): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionRuleset", json, checkPermissionRuleset, writePermissionRuleset);
}

/** Protobuf bytes of opencode.permission.v1.PermissionRuleset → PermissionRuleset; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionRuleset(bytes: Uint8Array): PermissionRuleset {
  return decodeMessage("opencode.permission.v1.PermissionRuleset", bytes, checkPermissionRuleset, readPermissionRuleset) as PermissionRuleset;
}

/** PermissionRuleset → the ts-proto PermissionRulesetProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionRuleset(json: PermissionRuleset): PermissionRulesetProto {
  return bridge.toProto("opencode.permission.v1.PermissionRuleset", json) as PermissionRulesetProto;
}

/** The ts-proto PermissionRulesetProto object → PermissionRuleset, checking required fields, consts and enum values. */
export function fromProtoPermissionRuleset(message: PermissionRulesetProto): PermissionRuleset {
  return bridge.fromProto("opencode.permission.v1.PermissionRuleset", message) as PermissionRuleset;
}

/** PermissionToolContext (schema/permission/permissionToolContext.schema.json) → protobuf bytes of opencode.permission.v1.PermissionToolContext; throws ProtoBridgeError on invalid input. */
export function encodePermissionToolContext(json: PermissionToolContext): Uint8Array {
  return encodeMessage("opencode.permission.v1.PermissionToolContext", json, checkPermissionToolContext, writePermissionToolContext);
}

/** Protobuf bytes of opencode.permission.v1.PermissionToolContext → PermissionToolContext; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodePermissionToolContext(bytes: Uint8Array): PermissionToolContext {
  return decodeMessage("opencode.permission.v1.PermissionToolContext", bytes, checkPermissionToolContext, readPermissionToolContext) as PermissionToolContext;
}

/** PermissionToolContext → the ts-proto PermissionToolContextProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoPermissionToolContext(json: PermissionToolContext): PermissionToolContextProto {
  return bridge.toProto("opencode.permission.v1.PermissionToolContext", json) as PermissionToolContextProto;
}

/** The ts-proto PermissionToolContextProto object → PermissionToolContext, checking required fields, consts and enum values. */
export function fromProtoPermissionToolContext(message: PermissionToolContextProto): PermissionToolContext {
  return bridge.fromProto("opencode.permission.v1.PermissionToolContext", message) as PermissionToolContext;
}

/** RespondToPermissionRequest (schema/permission/respondToPermissionRequest.schema.json) → protobuf bytes of opencode.permission.v1.RespondToPermissionRequest; throws ProtoBridgeError on invalid input. */
export function encodeRespondToPermissionRequest(json: RespondToPermissionRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.RespondToPermissionRequest", json, checkRespondToPermissionRequest, writeRespondToPermissionRequest);
}

/** Protobuf bytes of opencode.permission.v1.RespondToPermissionRequest → RespondToPermissionRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRespondToPermissionRequest(bytes: Uint8Array): RespondToPermissionRequest {
  return decodeMessage("opencode.permission.v1.RespondToPermissionRequest", bytes, checkRespondToPermissionRequest, readRespondToPermissionRequest) as RespondToPermissionRequest;
}

/** RespondToPermissionRequest → the ts-proto RespondToPermissionRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRespondToPermissionRequest(json: RespondToPermissionRequest): RespondToPermissionRequestProto {
  return bridge.toProto("opencode.permission.v1.RespondToPermissionRequest", json) as RespondToPermissionRequestProto;
}

/** The ts-proto RespondToPermissionRequestProto object → RespondToPermissionRequest, checking required fields, consts and enum values. */
export function fromProtoRespondToPermissionRequest(message: RespondToPermissionRequestProto): RespondToPermissionRequest {
  return bridge.fromProto("opencode.permission.v1.RespondToPermissionRequest", message) as RespondToPermissionRequest;
}

/** RespondToPermissionResponse (schema/permission/respondToPermissionResponse.schema.json) → protobuf bytes of opencode.permission.v1.RespondToPermissionResponse; throws ProtoBridgeError on invalid input. */
export function encodeRespondToPermissionResponse(json: RespondToPermissionResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.RespondToPermissionResponse", json, checkRespondToPermissionResponse, writeRespondToPermissionResponse);
}

/** Protobuf bytes of opencode.permission.v1.RespondToPermissionResponse → RespondToPermissionResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRespondToPermissionResponse(bytes: Uint8Array): RespondToPermissionResponse {
  return decodeMessage("opencode.permission.v1.RespondToPermissionResponse", bytes, checkRespondToPermissionResponse, readRespondToPermissionResponse) as RespondToPermissionResponse;
}

/** RespondToPermissionResponse → the ts-proto RespondToPermissionResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRespondToPermissionResponse(json: RespondToPermissionResponse): RespondToPermissionResponseProto {
  return bridge.toProto("opencode.permission.v1.RespondToPermissionResponse", json) as RespondToPermissionResponseProto;
}

/** The ts-proto RespondToPermissionResponseProto object → RespondToPermissionResponse, checking required fields, consts and enum values. */
export function fromProtoRespondToPermissionResponse(message: RespondToPermissionResponseProto): RespondToPermissionResponse {
  return bridge.fromProto("opencode.permission.v1.RespondToPermissionResponse", message) as RespondToPermissionResponse;
}

/** RevokeApprovalRequest (schema/permission/revokeApprovalRequest.schema.json) → protobuf bytes of opencode.permission.v1.RevokeApprovalRequest; throws ProtoBridgeError on invalid input. */
export function encodeRevokeApprovalRequest(json: RevokeApprovalRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.RevokeApprovalRequest", json, checkRevokeApprovalRequest, writeRevokeApprovalRequest);
}

/** Protobuf bytes of opencode.permission.v1.RevokeApprovalRequest → RevokeApprovalRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRevokeApprovalRequest(bytes: Uint8Array): RevokeApprovalRequest {
  return decodeMessage("opencode.permission.v1.RevokeApprovalRequest", bytes, checkRevokeApprovalRequest, readRevokeApprovalRequest) as RevokeApprovalRequest;
}

/** RevokeApprovalRequest → the ts-proto RevokeApprovalRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRevokeApprovalRequest(json: RevokeApprovalRequest): RevokeApprovalRequestProto {
  return bridge.toProto("opencode.permission.v1.RevokeApprovalRequest", json) as RevokeApprovalRequestProto;
}

/** The ts-proto RevokeApprovalRequestProto object → RevokeApprovalRequest, checking required fields, consts and enum values. */
export function fromProtoRevokeApprovalRequest(message: RevokeApprovalRequestProto): RevokeApprovalRequest {
  return bridge.fromProto("opencode.permission.v1.RevokeApprovalRequest", message) as RevokeApprovalRequest;
}

/** RevokeApprovalResponse (schema/permission/revokeApprovalResponse.schema.json) → protobuf bytes of opencode.permission.v1.RevokeApprovalResponse; throws ProtoBridgeError on invalid input. */
export function encodeRevokeApprovalResponse(json: RevokeApprovalResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.RevokeApprovalResponse", json, checkRevokeApprovalResponse, writeRevokeApprovalResponse);
}

/** Protobuf bytes of opencode.permission.v1.RevokeApprovalResponse → RevokeApprovalResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRevokeApprovalResponse(bytes: Uint8Array): RevokeApprovalResponse {
  return decodeMessage("opencode.permission.v1.RevokeApprovalResponse", bytes, checkRevokeApprovalResponse, readRevokeApprovalResponse) as RevokeApprovalResponse;
}

/** RevokeApprovalResponse → the ts-proto RevokeApprovalResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRevokeApprovalResponse(json: RevokeApprovalResponse): RevokeApprovalResponseProto {
  return bridge.toProto("opencode.permission.v1.RevokeApprovalResponse", json) as RevokeApprovalResponseProto;
}

/** The ts-proto RevokeApprovalResponseProto object → RevokeApprovalResponse, checking required fields, consts and enum values. */
export function fromProtoRevokeApprovalResponse(message: RevokeApprovalResponseProto): RevokeApprovalResponse {
  return bridge.fromProto("opencode.permission.v1.RevokeApprovalResponse", message) as RevokeApprovalResponse;
}

/** SandboxConfig (schema/permission/sandboxConfig.schema.json) → protobuf bytes of opencode.permission.v1.SandboxConfig; throws ProtoBridgeError on invalid input. */
export function encodeSandboxConfig(json: SandboxConfig): Uint8Array {
  return encodeMessage("opencode.permission.v1.SandboxConfig", json, checkSandboxConfig, writeSandboxConfig);
}

/** Protobuf bytes of opencode.permission.v1.SandboxConfig → SandboxConfig; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeSandboxConfig(bytes: Uint8Array): SandboxConfig {
  return decodeMessage("opencode.permission.v1.SandboxConfig", bytes, checkSandboxConfig, readSandboxConfig) as SandboxConfig;
}

/** SandboxConfig → the ts-proto SandboxConfigProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoSandboxConfig(json: SandboxConfig): SandboxConfigProto {
  return bridge.toProto("opencode.permission.v1.SandboxConfig", json) as SandboxConfigProto;
}

/** The ts-proto SandboxConfigProto object → SandboxConfig, checking required fields, consts and enum values. */
export function fromProtoSandboxConfig(message: SandboxConfigProto): SandboxConfig {
  return bridge.fromProto("opencode.permission.v1.SandboxConfig", message) as SandboxConfig;
}

/** WatchPermissionsRequest (schema/permission/watchPermissionsRequest.schema.json) → protobuf bytes of opencode.permission.v1.WatchPermissionsRequest; throws ProtoBridgeError on invalid input. */
export function encodeWatchPermissionsRequest(json: WatchPermissionsRequest): Uint8Array {
  return encodeMessage("opencode.permission.v1.WatchPermissionsRequest", json, checkWatchPermissionsRequest, writeWatchPermissionsRequest);
}

/** Protobuf bytes of opencode.permission.v1.WatchPermissionsRequest → WatchPermissionsRequest; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeWatchPermissionsRequest(bytes: Uint8Array): WatchPermissionsRequest {
  return decodeMessage("opencode.permission.v1.WatchPermissionsRequest", bytes, checkWatchPermissionsRequest, readWatchPermissionsRequest) as WatchPermissionsRequest;
}

/** WatchPermissionsRequest → the ts-proto WatchPermissionsRequestProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoWatchPermissionsRequest(json: WatchPermissionsRequest): WatchPermissionsRequestProto {
  return bridge.toProto("opencode.permission.v1.WatchPermissionsRequest", json) as WatchPermissionsRequestProto;
}

/** The ts-proto WatchPermissionsRequestProto object → WatchPermissionsRequest, checking required fields, consts and enum values. */
export function fromProtoWatchPermissionsRequest(message: WatchPermissionsRequestProto): WatchPermissionsRequest {
  return bridge.fromProto("opencode.permission.v1.WatchPermissionsRequest", message) as WatchPermissionsRequest;
}

/** WatchPermissionsResponse (schema/permission/watchPermissionsResponse.schema.json) → protobuf bytes of opencode.permission.v1.WatchPermissionsResponse; throws ProtoBridgeError on invalid input. */
export function encodeWatchPermissionsResponse(json: WatchPermissionsResponse): Uint8Array {
  return encodeMessage("opencode.permission.v1.WatchPermissionsResponse", json, checkWatchPermissionsResponse, writeWatchPermissionsResponse);
}

/** Protobuf bytes of opencode.permission.v1.WatchPermissionsResponse → WatchPermissionsResponse; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeWatchPermissionsResponse(bytes: Uint8Array): WatchPermissionsResponse {
  return decodeMessage("opencode.permission.v1.WatchPermissionsResponse", bytes, checkWatchPermissionsResponse, readWatchPermissionsResponse) as WatchPermissionsResponse;
}

/** WatchPermissionsResponse → the ts-proto WatchPermissionsResponseProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoWatchPermissionsResponse(json: WatchPermissionsResponse): WatchPermissionsResponseProto {
  return bridge.toProto("opencode.permission.v1.WatchPermissionsResponse", json) as WatchPermissionsResponseProto;
}

/** The ts-proto WatchPermissionsResponseProto object → WatchPermissionsResponse, checking required fields, consts and enum values. */
export function fromProtoWatchPermissionsResponse(message: WatchPermissionsResponseProto): WatchPermissionsResponse {
  return bridge.fromProto("opencode.permission.v1.WatchPermissionsResponse", message) as WatchPermissionsResponse;
}
