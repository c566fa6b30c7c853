// Code generated from schema/ (via proto/ and proto/fields.lock.json). DO NOT EDIT.
// The JSON <-> proto bridge: schema JSON values to protobuf bytes and ts-proto objects, and back.
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
import { checkApproval } from "@generated/guards/approval";
import { checkAskPermissionRequest } from "@generated/guards/askPermissionRequest";
import { checkAskPermissionResponse } from "@generated/guards/askPermissionResponse";
import { checkAuditActor } from "@generated/guards/auditActor";
import { checkAuditRecord } from "@generated/guards/auditRecord";
import { checkBashToolInput } from "@generated/guards/bashToolInput";
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
import { checkEditToolInput } from "@generated/guards/editToolInput";
import { checkExecuteToolRequest } from "@generated/guards/executeToolRequest";
import { checkExecuteToolResponse } from "@generated/guards/executeToolResponse";
import { checkFilePart } from "@generated/guards/filePart";
import { checkFilePartSource } from "@generated/guards/filePartSource";
import { checkFilePartSourceFile } from "@generated/guards/filePartSourceFile";
import { checkFilePartSourceResource } from "@generated/guards/filePartSourceResource";
import { checkFilePartSourceSymbol } from "@generated/guards/filePartSourceSymbol";
import { checkFilePartSourceText } from "@generated/guards/filePartSourceText";
import { checkGlobToolInput } from "@generated/guards/globToolInput";
import { checkGrepToolInput } from "@generated/guards/grepToolInput";
import { checkListApprovalsRequest } from "@generated/guards/listApprovalsRequest";
import { checkListApprovalsResponse } from "@generated/guards/listApprovalsResponse";
import { checkListAuditRequest } from "@generated/guards/listAuditRequest";
import { checkListAuditResponse } from "@generated/guards/listAuditResponse";
import { checkListPermissionsRequest } from "@generated/guards/listPermissionsRequest";
import { checkListPermissionsResponse } from "@generated/guards/listPermissionsResponse";
import { checkLspDiagnosticsToolInput } from "@generated/guards/lspDiagnosticsToolInput";
import { checkLspPosition } from "@generated/guards/lspPosition";
import { checkLspPositionToolInput } from "@generated/guards/lspPositionToolInput";
import { checkLspRange } from "@generated/guards/lspRange";
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
import { checkReadToolInput } from "@generated/guards/readToolInput";
import { checkRegisterClientToolsRequest } from "@generated/guards/registerClientToolsRequest";
import { checkRegisterClientToolsResponse } from "@generated/guards/registerClientToolsResponse";
import { checkRespondToPermissionRequest } from "@generated/guards/respondToPermissionRequest";
import { checkRespondToPermissionResponse } from "@generated/guards/respondToPermissionResponse";
import { checkRevokeApprovalRequest } from "@generated/guards/revokeApprovalRequest";
import { checkRevokeApprovalResponse } from "@generated/guards/revokeApprovalResponse";
import { checkRunToolInput } from "@generated/guards/runToolInput";
import { checkSandboxConfig } from "@generated/guards/sandboxConfig";
import { checkServerError } from "@generated/guards/serverError";
import { checkServerErrorBody } from "@generated/guards/serverErrorBody";
import { checkSubmitToolResultRequest } from "@generated/guards/submitToolResultRequest";
import { checkTodo } from "@generated/guards/todo";
import { checkTodoReadToolInput } from "@generated/guards/todoReadToolInput";
import { checkTodoWriteToolInput } from "@generated/guards/todoWriteToolInput";
import { checkToolInfo } from "@generated/guards/toolInfo";
import { checkToolPart } from "@generated/guards/toolPart";
import { checkToolPartUpdatedEvent } from "@generated/guards/toolPartUpdatedEvent";
import { checkToolPartUpdatedProperties } from "@generated/guards/toolPartUpdatedProperties";
import { checkToolProgress } from "@generated/guards/toolProgress";
import { checkToolState } from "@generated/guards/toolState";
import { checkToolStateCompleted } from "@generated/guards/toolStateCompleted";
import { checkToolStateError } from "@generated/guards/toolStateError";
import { checkToolStatePending } from "@generated/guards/toolStatePending";
import { checkToolStateRunning } from "@generated/guards/toolStateRunning";
import { checkToolTime } from "@generated/guards/toolTime";
import { checkToolTimeRange } from "@generated/guards/toolTimeRange";
import { checkToolTimeWithEnd } from "@generated/guards/toolTimeWithEnd";
import { checkUnregisterClientToolsRequest } from "@generated/guards/unregisterClientToolsRequest";
import { checkWatchPermissionsRequest } from "@generated/guards/watchPermissionsRequest";
import { checkWatchPermissionsResponse } from "@generated/guards/watchPermissionsResponse";
import { checkWatchToolPartsRequest } from "@generated/guards/watchToolPartsRequest";
import { checkWatchToolPartsResponse } from "@generated/guards/watchToolPartsResponse";
import { checkWriteToolInput } from "@generated/guards/writeToolInput";
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
import type { Approval } from "@generated/types/approval";
import type { AskPermissionRequest } from "@generated/types/askPermissionRequest";
import type { AskPermissionResponse } from "@generated/types/askPermissionResponse";
import type { AuditActor } from "@generated/types/auditActor";
import type { AuditRecord } from "@generated/types/auditRecord";
import type { BashToolInput } from "@generated/types/bashToolInput";
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
import type { EditToolInput } from "@generated/types/editToolInput";
import type { ExecuteToolRequest } from "@generated/types/executeToolRequest";
import type { ExecuteToolResponse } from "@generated/types/executeToolResponse";
import type { FilePart } from "@generated/types/filePart";
import type { FilePartSource } from "@generated/types/filePartSource";
import type { FilePartSourceFile } from "@generated/types/filePartSourceFile";
import type { FilePartSourceResource } from "@generated/types/filePartSourceResource";
import type { FilePartSourceSymbol } from "@generated/types/filePartSourceSymbol";
import type { FilePartSourceText } from "@generated/types/filePartSourceText";
import type { GlobToolInput } from "@generated/types/globToolInput";
import type { GrepToolInput } from "@generated/types/grepToolInput";
import type { ListApprovalsRequest } from "@generated/types/listApprovalsRequest";
import type { ListApprovalsResponse } from "@generated/types/listApprovalsResponse";
import type { ListAuditRequest } from "@generated/types/listAuditRequest";
import type { ListAuditResponse } from "@generated/types/listAuditResponse";
import type { ListPermissionsRequest } from "@generated/types/listPermissionsRequest";
import type { ListPermissionsResponse } from "@generated/types/listPermissionsResponse";
import type { LspDiagnosticsToolInput } from "@generated/types/lspDiagnosticsToolInput";
import type { LspPosition } from "@generated/types/lspPosition";
import type { LspPositionToolInput } from "@generated/types/lspPositionToolInput";
import type { LspRange } from "@generated/types/lspRange";
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
import type { ReadToolInput } from "@generated/types/readToolInput";
import type { RegisterClientToolsRequest } from "@generated/types/registerClientToolsRequest";
import type { RegisterClientToolsResponse } from "@generated/types/registerClientToolsResponse";
import type { RespondToPermissionRequest } from "@generated/types/respondToPermissionRequest";
import type { RespondToPermissionResponse } from "@generated/types/respondToPermissionResponse";
import type { RevokeApprovalRequest } from "@generated/types/revokeApprovalRequest";
import type { RevokeApprovalResponse } from "@generated/types/revokeApprovalResponse";
import type { RunToolInput } from "@generated/types/runToolInput";
import type { SandboxConfig } from "@generated/types/sandboxConfig";
import type { ServerError } from "@generated/types/serverError";
import type { ServerErrorBody } from "@generated/types/serverErrorBody";
import type { SubmitToolResultRequest } from "@generated/types/submitToolResultRequest";
import type { Todo } from "@generated/types/todo";
import type { TodoReadToolInput } from "@generated/types/todoReadToolInput";
import type { TodoWriteToolInput } from "@generated/types/todoWriteToolInput";
import type { ToolInfo } from "@generated/types/toolInfo";
import type { ToolPart } from "@generated/types/toolPart";
import type { ToolPartUpdatedEvent } from "@generated/types/toolPartUpdatedEvent";
import type { ToolPartUpdatedProperties } from "@generated/types/toolPartUpdatedProperties";
import type { ToolProgress } from "@generated/types/toolProgress";
import type { ToolState } from "@generated/types/toolState";
import type { ToolStateCompleted } from "@generated/types/toolStateCompleted";
import type { ToolStateError } from "@generated/types/toolStateError";
import type { ToolStatePending } from "@generated/types/toolStatePending";
import type { ToolStateRunning } from "@generated/types/toolStateRunning";
import type { ToolTime } from "@generated/types/toolTime";
import type { ToolTimeRange } from "@generated/types/toolTimeRange";
import type { ToolTimeWithEnd } from "@generated/types/toolTimeWithEnd";
import type { UnregisterClientToolsRequest } from "@generated/types/unregisterClientToolsRequest";
import type { WatchPermissionsRequest } from "@generated/types/watchPermissionsRequest";
import type { WatchPermissionsResponse } from "@generated/types/watchPermissionsResponse";
import type { WatchToolPartsRequest } from "@generated/types/watchToolPartsRequest";
import type { WatchToolPartsResponse } from "@generated/types/watchToolPartsResponse";
import type { WriteToolInput } from "@generated/types/writeToolInput";
import { readAcpAnnotations, readAcpAudioContent, readAcpBlobResourceContents, readAcpCancelledPermissionOutcome, readAcpContent, readAcpContentBlock, readAcpDiff, readAcpEmbeddedResource, readAcpEmbeddedResourceResource, readAcpImageContent, readAcpPermissionOption, readAcpRequestPermissionOutcome, readAcpRequestPermissionRequest, readAcpRequestPermissionResponse, readAcpResourceLink, readAcpSelectedPermissionOutcome, readAcpTerminal, readAcpTextContent, readAcpTextResourceContents, readAcpToolCall, readAcpToolCallContent, readAcpToolCallLocation, readAcpToolCallUpdate, writeAcpAnnotations, writeAcpAudioContent, writeAcpBlobResourceContents, writeAcpCancelledPermissionOutcome, writeAcpContent, writeAcpContentBlock, writeAcpDiff, writeAcpEmbeddedResource, writeAcpEmbeddedResourceResource, writeAcpImageContent, writeAcpPermissionOption, writeAcpRequestPermissionOutcome, writeAcpRequestPermissionRequest, writeAcpRequestPermissionResponse, writeAcpResourceLink, writeAcpSelectedPermissionOutcome, writeAcpTerminal, writeAcpTextContent, writeAcpTextResourceContents, writeAcpToolCall, writeAcpToolCallContent, writeAcpToolCallLocation, writeAcpToolCallUpdate } from "./bridge-codecs/opencode/acp/v1/acp";
import { readClientToolDefinition, readClientToolError, readClientToolExecutionRequest, readClientToolExecutionResponse, readClientToolOutcome, readClientToolResult, readClientToolServiceConnectRequest, readClientToolServiceConnectResponse, readClientToolsCancelMessage, readClientToolsClientMessage, readClientToolsErrorMessage, readClientToolsRegisterMessage, readClientToolsRegisteredMessage, readClientToolsRequestMessage, readClientToolsResultMessage, readClientToolsServerMessage, readClientToolsUnregisterMessage, readRegisterClientToolsRequest, readRegisterClientToolsResponse, readSubmitToolResultRequest, readUnregisterClientToolsRequest, writeClientToolDefinition, writeClientToolError, writeClientToolExecutionRequest, writeClientToolExecutionResponse, writeClientToolOutcome, writeClientToolResult, writeClientToolServiceConnectRequest, writeClientToolServiceConnectResponse, writeClientToolsCancelMessage, writeClientToolsClientMessage, writeClientToolsErrorMessage, writeClientToolsRegisterMessage, writeClientToolsRegisteredMessage, writeClientToolsRequestMessage, writeClientToolsResultMessage, writeClientToolsServerMessage, writeClientToolsUnregisterMessage, writeRegisterClientToolsRequest, writeRegisterClientToolsResponse, writeSubmitToolResultRequest, writeUnregisterClientToolsRequest } from "./bridge-codecs/opencode/client/v1/client";
import { readToolInfo, readToolProgress, writeToolInfo, writeToolProgress } from "./bridge-codecs/opencode/invocation/v1/invocation";
import { readApproval, readAskPermissionRequest, readAskPermissionResponse, readAuditActor, readAuditRecord, readListApprovalsRequest, readListApprovalsResponse, readListAuditRequest, readListAuditResponse, readListPermissionsRequest, readListPermissionsResponse, readPermissionAskedEvent, readPermissionEvent, readPermissionRepliedEvent, readPermissionRepliedProperties, readPermissionReplyBody, readPermissionRequest, readPermissionResponseBody, readPermissionRule, readPermissionRuleset, readPermissionToolContext, readRespondToPermissionRequest, readRespondToPermissionResponse, readRevokeApprovalRequest, readRevokeApprovalResponse, readSandboxConfig, readWatchPermissionsRequest, readWatchPermissionsResponse, writeApproval, writeAskPermissionRequest, writeAskPermissionResponse, writeAuditActor, writeAuditRecord, writeListApprovalsRequest, writeListApprovalsResponse, writeListAuditRequest, writeListAuditResponse, writeListPermissionsRequest, writeListPermissionsResponse, writePermissionAskedEvent, writePermissionEvent, writePermissionRepliedEvent, writePermissionRepliedProperties, writePermissionReplyBody, writePermissionRequest, writePermissionResponseBody, writePermissionRule, writePermissionRuleset, writePermissionToolContext, writeRespondToPermissionRequest, writeRespondToPermissionResponse, writeRevokeApprovalRequest, writeRevokeApprovalResponse, writeSandboxConfig, writeWatchPermissionsRequest, writeWatchPermissionsResponse } from "./bridge-codecs/opencode/permission/v1/permission";
import { readServerError, readServerErrorBody, writeServerError, writeServerErrorBody } from "./bridge-codecs/opencode/server/v1/server";
import { readExecuteToolRequest, readExecuteToolResponse, readFilePart, readFilePartSource, readFilePartSourceFile, readFilePartSourceResource, readFilePartSourceSymbol, readFilePartSourceText, readLspPosition, readLspRange, readToolPart, readToolPartUpdatedEvent, readToolPartUpdatedProperties, readToolState, readToolStateCompleted, readToolStateError, readToolStatePending, readToolStateRunning, readToolTime, readToolTimeRange, readToolTimeWithEnd, readWatchToolPartsRequest, readWatchToolPartsResponse, writeExecuteToolRequest, writeExecuteToolResponse, writeFilePart, writeFilePartSource, writeFilePartSourceFile, writeFilePartSourceResource, writeFilePartSourceSymbol, writeFilePartSourceText, writeLspPosition, writeLspRange, writeToolPart, writeToolPartUpdatedEvent, writeToolPartUpdatedProperties, writeToolState, writeToolStateCompleted, writeToolStateError, writeToolStatePending, writeToolStateRunning, writeToolTime, writeToolTimeRange, writeToolTimeWithEnd, writeWatchToolPartsRequest, writeWatchToolPartsResponse } from "./bridge-codecs/opencode/tool/v1/tool";
import { readBashToolInput, readEditToolInput, readGlobToolInput, readGrepToolInput, readLspDiagnosticsToolInput, readLspPositionToolInput, readReadToolInput, readRunToolInput, readTodo, readTodoReadToolInput, readTodoWriteToolInput, readWriteToolInput, writeBashToolInput, writeEditToolInput, writeGlobToolInput, writeGrepToolInput, writeLspDiagnosticsToolInput, writeLspPositionToolInput, writeReadToolInput, writeRunToolInput, writeTodo, writeTodoReadToolInput, writeTodoWriteToolInput, writeWriteToolInput } from "./bridge-codecs/opencode/tools/v1/tools";
import { type ConversionPlan, ProtoBridgeError, createBridge } from "./bridge-runtime";
import { decodeMessage, encodeMessage } from "./bridge-wire";
import type { AcpAnnotations as AcpAnnotationsProto, AcpAudioContent as AcpAudioContentProto, AcpBlobResourceContents as AcpBlobResourceContentsProto, AcpCancelledPermissionOutcome as AcpCancelledPermissionOutcomeProto, AcpContent as AcpContentProto, AcpContentBlock as AcpContentBlockProto, AcpDiff as AcpDiffProto, AcpEmbeddedResource as AcpEmbeddedResourceProto, AcpEmbeddedResourceResource as AcpEmbeddedResourceResourceProto, AcpImageContent as AcpImageContentProto, AcpPermissionOption as AcpPermissionOptionProto, AcpRequestPermissionOutcome as AcpRequestPermissionOutcomeProto, AcpRequestPermissionRequest as AcpRequestPermissionRequestProto, AcpRequestPermissionResponse as AcpRequestPermissionResponseProto, AcpResourceLink as AcpResourceLinkProto, AcpSelectedPermissionOutcome as AcpSelectedPermissionOutcomeProto, AcpTerminal as AcpTerminalProto, AcpTextContent as AcpTextContentProto, AcpTextResourceContents as AcpTextResourceContentsProto, AcpToolCall as AcpToolCallProto, AcpToolCallContent as AcpToolCallContentProto, AcpToolCallLocation as AcpToolCallLocationProto, AcpToolCallUpdate as AcpToolCallUpdateProto } from "./opencode/acp/v1/acp";
import type { ClientToolDefinition as ClientToolDefinitionProto, ClientToolError as ClientToolErrorProto, ClientToolExecutionRequest as ClientToolExecutionRequestProto, ClientToolExecutionResponse as ClientToolExecutionResponseProto, ClientToolOutcome as ClientToolOutcomeProto, ClientToolResult as ClientToolResultProto, ClientToolServiceConnectRequest as ClientToolServiceConnectRequestProto, ClientToolServiceConnectResponse as ClientToolServiceConnectResponseProto, ClientToolsCancelMessage as ClientToolsCancelMessageProto, ClientToolsClientMessage as ClientToolsClientMessageProto, ClientToolsErrorMessage as ClientToolsErrorMessageProto, ClientToolsRegisterMessage as ClientToolsRegisterMessageProto, ClientToolsRegisteredMessage as ClientToolsRegisteredMessageProto, ClientToolsRequestMessage as ClientToolsRequestMessageProto, ClientToolsResultMessage as ClientToolsResultMessageProto, ClientToolsServerMessage as ClientToolsServerMessageProto, ClientToolsUnregisterMessage as ClientToolsUnregisterMessageProto, RegisterClientToolsRequest as RegisterClientToolsRequestProto, RegisterClientToolsResponse as RegisterClientToolsResponseProto, SubmitToolResultRequest as SubmitToolResultRequestProto, UnregisterClientToolsRequest as UnregisterClientToolsRequestProto } from "./opencode/client/v1/client";
import type { ToolInfo as ToolInfoProto, ToolProgress as ToolProgressProto } from "./opencode/invocation/v1/invocation";
import type { Approval as ApprovalProto, AskPermissionRequest as AskPermissionRequestProto, AskPermissionResponse as AskPermissionResponseProto, AuditActor as AuditActorProto, AuditRecord as AuditRecordProto, ListApprovalsRequest as ListApprovalsRequestProto, ListApprovalsResponse as ListApprovalsResponseProto, ListAuditRequest as ListAuditRequestProto, ListAuditResponse as ListAuditResponseProto, ListPermissionsRequest as ListPermissionsRequestProto, ListPermissionsResponse as ListPermissionsResponseProto, PermissionAskedEvent as PermissionAskedEventProto, PermissionEvent as PermissionEventProto, PermissionRepliedEvent as PermissionRepliedEventProto, PermissionRepliedProperties as PermissionRepliedPropertiesProto, PermissionReplyBody as PermissionReplyBodyProto, PermissionRequest as PermissionRequestProto, PermissionResponseBody as PermissionResponseBodyProto, PermissionRule as PermissionRuleProto, PermissionRuleset as PermissionRulesetProto, PermissionToolContext as PermissionToolContextProto, RespondToPermissionRequest as RespondToPermissionRequestProto, RespondToPermissionResponse as RespondToPermissionResponseProto, RevokeApprovalRequest as RevokeApprovalRequestProto, RevokeApprovalResponse as RevokeApprovalResponseProto, SandboxConfig as SandboxConfigProto, WatchPermissionsRequest as WatchPermissionsRequestProto, WatchPermissionsResponse as WatchPermissionsResponseProto } from "./opencode/permission/v1/permission";
import type { ServerError as ServerErrorProto, ServerErrorBody as ServerErrorBodyProto } from "./opencode/server/v1/server";
import type { ExecuteToolRequest as ExecuteToolRequestProto, ExecuteToolResponse as ExecuteToolResponseProto, FilePart as FilePartProto, FilePartSource as FilePartSourceProto, FilePartSourceFile as FilePartSourceFileProto, FilePartSourceResource as FilePartSourceResourceProto, FilePartSourceSymbol as FilePartSourceSymbolProto, FilePartSourceText as FilePartSourceTextProto, LspPosition as LspPositionProto, LspRange as LspRangeProto, ToolPart as ToolPartProto, ToolPartUpdatedEvent as ToolPartUpdatedEventProto, ToolPartUpdatedProperties as ToolPartUpdatedPropertiesProto, ToolState as ToolStateProto, ToolStateCompleted as ToolStateCompletedProto, ToolStateError as ToolStateErrorProto, ToolStatePending as ToolStatePendingProto, ToolStateRunning as ToolStateRunningProto, ToolTime as ToolTimeProto, ToolTimeRange as ToolTimeRangeProto, ToolTimeWithEnd as ToolTimeWithEndProto, WatchToolPartsRequest as WatchToolPartsRequestProto, WatchToolPartsResponse as WatchToolPartsResponseProto } from "./opencode/tool/v1/tool";
import type { BashToolInput as BashToolInputProto, EditToolInput as EditToolInputProto, GlobToolInput as GlobToolInputProto, GrepToolInput as GrepToolInputProto, LspDiagnosticsToolInput as LspDiagnosticsToolInputProto, LspPositionToolInput as LspPositionToolInputProto, ReadToolInput as ReadToolInputProto, RunToolInput as RunToolInputProto, Todo as TodoProto, TodoReadToolInput as TodoReadToolInputProto, TodoWriteToolInput as TodoWriteToolInputProto, WriteToolInput as WriteToolInputProto } from "./opencode/tools/v1/tools";

export { ProtoBridgeError };

const plan: ConversionPlan = {
  "messages": {
    "opencode.acp.v1.AcpAnnotations": {
      "name": "opencode.acp.v1.AcpAnnotations",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "audience",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "audience",
              "nullCase": "audienceNull",
              "valueCase": "audienceValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations.AudienceList"
              }
            }
          },
          {
            "json": "lastModified",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "lastModified",
              "nullCase": "lastModifiedNull",
              "valueCase": "lastModifiedValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "priority",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "priority",
              "nullCase": "priorityNull",
              "valueCase": "priorityValue",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpAnnotations.AudienceList": {
      "name": "opencode.acp.v1.AcpAnnotations.AudienceList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "enum",
            "e": "opencode.acp.v1.AcpRole"
          }
        }
      }
    },
    "opencode.acp.v1.AcpAudioContent": {
      "name": "opencode.acp.v1.AcpAudioContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "audio"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "data",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "data",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "mimeType",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpBlobResourceContents": {
      "name": "opencode.acp.v1.AcpBlobResourceContents",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "blob",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "blob",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "mimeType",
              "nullCase": "mimeTypeNull",
              "valueCase": "mimeTypeValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpCancelledPermissionOutcome": {
      "name": "opencode.acp.v1.AcpCancelledPermissionOutcome",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "outcome",
              "c": {
                "k": "const",
                "t": "string",
                "v": "cancelled"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpContent": {
      "name": "opencode.acp.v1.AcpContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "content"
              }
            }
          },
          {
            "json": "content",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "content",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "text",
                    "tag": "text",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpTextContent"
                    }
                  },
                  {
                    "case": "image",
                    "tag": "image",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpImageContent"
                    }
                  },
                  {
                    "case": "audio",
                    "tag": "audio",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpAudioContent"
                    }
                  },
                  {
                    "case": "resourceLink",
                    "tag": "resource_link",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpResourceLink"
                    }
                  },
                  {
                    "case": "resource",
                    "tag": "resource",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpEmbeddedResource"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpContentBlock": {
      "name": "opencode.acp.v1.AcpContentBlock",
      "body": {
        "b": "union",
        "ts": "acpContentBlock",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "text",
              "tag": "text",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpTextContent"
              }
            },
            {
              "case": "image",
              "tag": "image",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpImageContent"
              }
            },
            {
              "case": "audio",
              "tag": "audio",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAudioContent"
              }
            },
            {
              "case": "resourceLink",
              "tag": "resource_link",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpResourceLink"
              }
            },
            {
              "case": "resource",
              "tag": "resource",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpEmbeddedResource"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpTextContent": {
      "name": "opencode.acp.v1.AcpTextContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "text"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "text",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpImageContent": {
      "name": "opencode.acp.v1.AcpImageContent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "image"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "data",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "data",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "mimeType",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "uri",
              "nullCase": "uriNull",
              "valueCase": "uriValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpResourceLink": {
      "name": "opencode.acp.v1.AcpResourceLink",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "resource_link"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "description",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "description",
              "nullCase": "descriptionNull",
              "valueCase": "descriptionValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "mimeType",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "mimeType",
              "nullCase": "mimeTypeNull",
              "valueCase": "mimeTypeValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "size",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "size",
              "nullCase": "sizeNull",
              "valueCase": "sizeValue",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "title",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "title",
              "nullCase": "titleNull",
              "valueCase": "titleValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpEmbeddedResource": {
      "name": "opencode.acp.v1.AcpEmbeddedResource",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "resource"
              }
            }
          },
          {
            "json": "annotations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "annotations",
              "nullCase": "annotationsNull",
              "valueCase": "annotationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpAnnotations"
              }
            }
          },
          {
            "json": "resource",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "resource",
              "u": {
                "variants": [
                  {
                    "case": "text",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpTextResourceContents"
                    }
                  },
                  {
                    "case": "blob",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpBlobResourceContents"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpDiff": {
      "name": "opencode.acp.v1.AcpDiff",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "diff"
              }
            }
          },
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "oldText",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "oldText",
              "nullCase": "oldTextNull",
              "valueCase": "oldTextValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "newText",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "newText",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpEmbeddedResourceResource": {
      "name": "opencode.acp.v1.AcpEmbeddedResourceResource",
      "body": {
        "b": "union",
        "ts": "acpEmbeddedResourceResource",
        "u": {
          "variants": [
            {
              "case": "text",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpTextResourceContents"
              }
            },
            {
              "case": "blob",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpBlobResourceContents"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpTextResourceContents": {
      "name": "opencode.acp.v1.AcpTextResourceContents",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "mimeType",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "mimeType",
              "nullCase": "mimeTypeNull",
              "valueCase": "mimeTypeValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "text",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpPermissionOption": {
      "name": "opencode.acp.v1.AcpPermissionOption",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "optionId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "optionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "kind",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpPermissionOptionKind"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpRequestPermissionOutcome": {
      "name": "opencode.acp.v1.AcpRequestPermissionOutcome",
      "body": {
        "b": "union",
        "ts": "acpRequestPermissionOutcome",
        "u": {
          "disc": "outcome",
          "variants": [
            {
              "case": "cancelled",
              "tag": "cancelled",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpCancelledPermissionOutcome"
              }
            },
            {
              "case": "selected",
              "tag": "selected",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpSelectedPermissionOutcome"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpSelectedPermissionOutcome": {
      "name": "opencode.acp.v1.AcpSelectedPermissionOutcome",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "outcome",
              "c": {
                "k": "const",
                "t": "string",
                "v": "selected"
              }
            }
          },
          {
            "json": "optionId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "optionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpRequestPermissionRequest": {
      "name": "opencode.acp.v1.AcpRequestPermissionRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "toolCall",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "toolCall",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpToolCallUpdate"
              }
            }
          },
          {
            "json": "options",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "options",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.acp.v1.AcpPermissionOption"
                }
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpRequestPermissionResponse": {
      "name": "opencode.acp.v1.AcpRequestPermissionResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "outcome",
              "u": {
                "disc": "outcome",
                "variants": [
                  {
                    "case": "cancelled",
                    "tag": "cancelled",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpCancelledPermissionOutcome"
                    }
                  },
                  {
                    "case": "selected",
                    "tag": "selected",
                    "c": {
                      "k": "message",
                      "m": "opencode.acp.v1.AcpSelectedPermissionOutcome"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpTerminal": {
      "name": "opencode.acp.v1.AcpTerminal",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "terminal"
              }
            }
          },
          {
            "json": "terminalId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "terminalId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCall": {
      "name": "opencode.acp.v1.AcpToolCall",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "toolCallId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "toolCallId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "title",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "kind",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolKind"
              }
            }
          },
          {
            "json": "status",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "status",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolCallStatus"
              }
            }
          },
          {
            "json": "content",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "content",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.acp.v1.AcpToolCallContent"
                }
              }
            }
          },
          {
            "json": "locations",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "locations",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.acp.v1.AcpToolCallLocation"
                }
              }
            }
          },
          {
            "json": "rawInput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawInput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "rawOutput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawOutput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCallContent": {
      "name": "opencode.acp.v1.AcpToolCallContent",
      "body": {
        "b": "union",
        "ts": "acpToolCallContent",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "content",
              "tag": "content",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpContent"
              }
            },
            {
              "case": "diff",
              "tag": "diff",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpDiff"
              }
            },
            {
              "case": "terminal",
              "tag": "terminal",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpTerminal"
              }
            }
          ]
        }
      }
    },
    "opencode.acp.v1.AcpToolCallLocation": {
      "name": "opencode.acp.v1.AcpToolCallLocation",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "line",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "line",
              "nullCase": "lineNull",
              "valueCase": "lineValue",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCallUpdate": {
      "name": "opencode.acp.v1.AcpToolCallUpdate",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "toolCallId",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "toolCallId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "kind",
              "nullCase": "kindNull",
              "valueCase": "kindValue",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolKind"
              }
            }
          },
          {
            "json": "status",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "status",
              "nullCase": "statusNull",
              "valueCase": "statusValue",
              "c": {
                "k": "enum",
                "e": "opencode.acp.v1.AcpToolCallStatus"
              }
            }
          },
          {
            "json": "title",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "title",
              "nullCase": "titleNull",
              "valueCase": "titleValue",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "content",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "content",
              "nullCase": "contentNull",
              "valueCase": "contentValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpToolCallUpdate.ContentList"
              }
            }
          },
          {
            "json": "locations",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "locations",
              "nullCase": "locationsNull",
              "valueCase": "locationsValue",
              "c": {
                "k": "message",
                "m": "opencode.acp.v1.AcpToolCallUpdate.LocationsList"
              }
            }
          },
          {
            "json": "rawInput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawInput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "rawOutput",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rawOutput",
              "c": {
                "k": "value"
              }
            }
          },
          {
            "json": "_meta",
            "required": false,
            "nullable": true,
            "layout": {
              "l": "null-oneof",
              "ts": "meta",
              "nullCase": "metaNull",
              "valueCase": "metaValue",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": false,
        "extra": "additionalProperties"
      }
    },
    "opencode.acp.v1.AcpToolCallUpdate.ContentList": {
      "name": "opencode.acp.v1.AcpToolCallUpdate.ContentList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "message",
            "m": "opencode.acp.v1.AcpToolCallContent"
          }
        }
      }
    },
    "opencode.acp.v1.AcpToolCallUpdate.LocationsList": {
      "name": "opencode.acp.v1.AcpToolCallUpdate.LocationsList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "message",
            "m": "opencode.acp.v1.AcpToolCallLocation"
          }
        }
      }
    },
    "opencode.client.v1.ClientToolDefinition": {
      "name": "opencode.client.v1.ClientToolDefinition",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "description",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "parameters",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "parameters",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "timeoutMs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "timeoutMs",
              "c": {
                "k": "scalar",
                "t": "uint32"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolError": {
      "name": "opencode.client.v1.ClientToolError",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "error"
              }
            }
          },
          {
            "json": "error",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "error",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolExecutionRequest": {
      "name": "opencode.client.v1.ClientToolExecutionRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "client-tool-request"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "callID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "callId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tool",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tool",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolExecutionResponse": {
      "name": "opencode.client.v1.ClientToolExecutionResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "client-tool-response"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "result",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "result",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "success",
                    "tag": "success",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolResult"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolError"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolOutcome": {
      "name": "opencode.client.v1.ClientToolOutcome",
      "body": {
        "b": "union",
        "ts": "clientToolOutcome",
        "u": {
          "disc": "status",
          "variants": [
            {
              "case": "success",
              "tag": "success",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolResult"
              }
            },
            {
              "case": "error",
              "tag": "error",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolError"
              }
            }
          ]
        }
      }
    },
    "opencode.client.v1.ClientToolResult": {
      "name": "opencode.client.v1.ClientToolResult",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "success"
              }
            }
          },
          {
            "json": "title",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "output",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "output",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "attachments",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "attachments",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.tool.v1.FilePart"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolServiceConnectRequest": {
      "name": "opencode.client.v1.ClientToolServiceConnectRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "message",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "message",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "register",
                    "tag": "register",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsRegisterMessage"
                    }
                  },
                  {
                    "case": "result",
                    "tag": "result",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsResultMessage"
                    }
                  },
                  {
                    "case": "unregister",
                    "tag": "unregister",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsUnregisterMessage"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolServiceConnectResponse": {
      "name": "opencode.client.v1.ClientToolServiceConnectResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "message",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "message",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "registered",
                    "tag": "registered",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsRegisteredMessage"
                    }
                  },
                  {
                    "case": "request",
                    "tag": "request",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsRequestMessage"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsErrorMessage"
                    }
                  },
                  {
                    "case": "cancel",
                    "tag": "cancel",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolsCancelMessage"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsCancelMessage": {
      "name": "opencode.client.v1.ClientToolsCancelMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "cancel"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "reason",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reason",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsClientMessage": {
      "name": "opencode.client.v1.ClientToolsClientMessage",
      "body": {
        "b": "union",
        "ts": "clientToolsClientMessage",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "register",
              "tag": "register",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsRegisterMessage"
              }
            },
            {
              "case": "result",
              "tag": "result",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsResultMessage"
              }
            },
            {
              "case": "unregister",
              "tag": "unregister",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsUnregisterMessage"
              }
            }
          ]
        }
      }
    },
    "opencode.client.v1.ClientToolsRegisterMessage": {
      "name": "opencode.client.v1.ClientToolsRegisterMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "register"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tools",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tools",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.client.v1.ClientToolDefinition"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsResultMessage": {
      "name": "opencode.client.v1.ClientToolsResultMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "result"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "result",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "result",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "success",
                    "tag": "success",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolResult"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolError"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsUnregisterMessage": {
      "name": "opencode.client.v1.ClientToolsUnregisterMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "unregister"
              }
            }
          },
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "toolIDs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "toolIds",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsErrorMessage": {
      "name": "opencode.client.v1.ClientToolsErrorMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "error"
              }
            }
          },
          {
            "json": "error",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "error",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "code",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "code",
              "c": {
                "k": "enum",
                "e": "opencode.server.v1.ServerErrorCode"
              }
            }
          },
          {
            "json": "requestID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsRegisteredMessage": {
      "name": "opencode.client.v1.ClientToolsRegisteredMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "registered"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "toolIDs",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "toolIds",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "clientSecret",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientSecret",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsRequestMessage": {
      "name": "opencode.client.v1.ClientToolsRequestMessage",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "request"
              }
            }
          },
          {
            "json": "request",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "request",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolExecutionRequest"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.ClientToolsServerMessage": {
      "name": "opencode.client.v1.ClientToolsServerMessage",
      "body": {
        "b": "union",
        "ts": "clientToolsServerMessage",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "registered",
              "tag": "registered",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsRegisteredMessage"
              }
            },
            {
              "case": "request",
              "tag": "request",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsRequestMessage"
              }
            },
            {
              "case": "error",
              "tag": "error",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsErrorMessage"
              }
            },
            {
              "case": "cancel",
              "tag": "cancel",
              "c": {
                "k": "message",
                "m": "opencode.client.v1.ClientToolsCancelMessage"
              }
            }
          ]
        }
      }
    },
    "opencode.client.v1.RegisterClientToolsRequest": {
      "name": "opencode.client.v1.RegisterClientToolsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "clientID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tools",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tools",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.client.v1.ClientToolDefinition"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.RegisterClientToolsResponse": {
      "name": "opencode.client.v1.RegisterClientToolsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "registered",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "registered",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "clientSecret",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientSecret",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.SubmitToolResultRequest": {
      "name": "opencode.client.v1.SubmitToolResultRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "result",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "result",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "success",
                    "tag": "success",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolResult"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.client.v1.ClientToolError"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.client.v1.UnregisterClientToolsRequest": {
      "name": "opencode.client.v1.UnregisterClientToolsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "clientID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "toolIDs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "toolIds",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.invocation.v1.ToolInfo": {
      "name": "opencode.invocation.v1.ToolInfo",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "description",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "inputSchema",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "inputSchema",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "outputSchema",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "outputSchema",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "categories",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "categories",
              "c": {
                "k": "list",
                "of": {
                  "k": "enum",
                  "e": "opencode.invocation.v1.ToolCategory"
                }
              }
            }
          },
          {
            "json": "permissions",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permissions",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.invocation.v1.ToolProgress": {
      "name": "opencode.invocation.v1.ToolProgress",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "percentage",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "percentage",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.Approval": {
      "name": "opencode.permission.v1.Approval",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "projectID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "projectId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "pattern",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "pattern",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "action",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "action",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "scope",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "createdAt",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "createdAt",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "expiresAt",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "expiresAt",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "grantedBy",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "grantedBy",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AskPermissionRequest": {
      "name": "opencode.permission.v1.AskPermissionRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "patterns",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "patterns",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "always",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "always",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "tool",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "tool",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionToolContext"
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AskPermissionResponse": {
      "name": "opencode.permission.v1.AskPermissionResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "outcome",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "outcome",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AskPermissionResponse.Outcome"
              }
            }
          },
          {
            "json": "reply",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AuditActor": {
      "name": "opencode.permission.v1.AuditActor",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "credentialID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "credentialId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "roles",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "roles",
              "c": {
                "k": "list",
                "of": {
                  "k": "enum",
                  "e": "opencode.permission.v1.AuditActor.RolesItem"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AuditRecord": {
      "name": "opencode.permission.v1.AuditRecord",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "seq",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "seq",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "time",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "projectID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "projectId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "requestID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "patterns",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "patterns",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "tool",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "tool",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionToolContext"
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          },
          {
            "json": "decision",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "decision",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditDecision"
              }
            }
          },
          {
            "json": "cause",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "cause",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditCause"
              }
            }
          },
          {
            "json": "reply",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "scope",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "approvalIDs",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "approvalIds",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "rule",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rule",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.AuditRecord.Rule"
              }
            }
          },
          {
            "json": "beaten",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "beaten",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.AuditRecord.BeatenItem"
                }
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "actor",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "actor",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.AuditActor"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AuditRecord.Rule": {
      "name": "opencode.permission.v1.AuditRecord.Rule",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "source",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "source",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditRecord.Rule.Source"
              }
            }
          },
          {
            "json": "index",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "index",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "rule",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rule",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRule"
              }
            }
          },
          {
            "json": "approvalID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "approvalId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.AuditRecord.BeatenItem": {
      "name": "opencode.permission.v1.AuditRecord.BeatenItem",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "source",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "source",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.AuditRecord.BeatenItem.Source"
              }
            }
          },
          {
            "json": "index",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "index",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "rule",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "rule",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRule"
              }
            }
          },
          {
            "json": "approvalID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "approvalId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListApprovalsRequest": {
      "name": "opencode.permission.v1.ListApprovalsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListApprovalsResponse": {
      "name": "opencode.permission.v1.ListApprovalsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "approvals",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "approvals",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.Approval"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListAuditRequest": {
      "name": "opencode.permission.v1.ListAuditRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "since",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "since",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "cursor",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "cursor",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "limit",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "limit",
              "c": {
                "k": "scalar",
                "t": "uint32"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListAuditResponse": {
      "name": "opencode.permission.v1.ListAuditResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "records",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "records",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.AuditRecord"
                }
              }
            }
          },
          {
            "json": "nextCursor",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "nextCursor",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListPermissionsRequest": {
      "name": "opencode.permission.v1.ListPermissionsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.ListPermissionsResponse": {
      "name": "opencode.permission.v1.ListPermissionsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "permissions",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permissions",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.PermissionRequest"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionAskedEvent": {
      "name": "opencode.permission.v1.PermissionAskedEvent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "permission.asked"
              }
            }
          },
          {
            "json": "properties",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "properties",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRequest"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionEvent": {
      "name": "opencode.permission.v1.PermissionEvent",
      "body": {
        "b": "union",
        "ts": "permissionEvent",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "permissionAsked",
              "tag": "permission.asked",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionAskedEvent"
              }
            },
            {
              "case": "permissionReplied",
              "tag": "permission.replied",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRepliedEvent"
              }
            }
          ]
        }
      }
    },
    "opencode.permission.v1.PermissionRepliedEvent": {
      "name": "opencode.permission.v1.PermissionRepliedEvent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "permission.replied"
              }
            }
          },
          {
            "json": "properties",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "properties",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionRepliedProperties"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRepliedProperties": {
      "name": "opencode.permission.v1.PermissionRepliedProperties",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "requestID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "requestId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "reply",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionReplyBody": {
      "name": "opencode.permission.v1.PermissionReplyBody",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "reply",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "remember",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "remember",
              "c": {
                "k": "scalar",
                "t": "bool"
              }
            }
          },
          {
            "json": "scope",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "expiresIn",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "expiresIn",
              "c": {
                "k": "scalar",
                "t": "uint32"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRequest": {
      "name": "opencode.permission.v1.PermissionRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "patterns",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "patterns",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "metadata",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "always",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "always",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "tool",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "tool",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.PermissionToolContext"
              }
            }
          },
          {
            "json": "riskLevel",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "riskLevel",
              "c": {
                "k": "enum",
                "e": "opencode.invocation.v1.ToolRiskLevel"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionResponseBody": {
      "name": "opencode.permission.v1.PermissionResponseBody",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "response",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "response",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRule": {
      "name": "opencode.permission.v1.PermissionRule",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "permission",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permission",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "pattern",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "pattern",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "action",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "action",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionAction"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.PermissionRuleset": {
      "name": "opencode.permission.v1.PermissionRuleset",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "message",
            "m": "opencode.permission.v1.PermissionRule"
          }
        }
      }
    },
    "opencode.permission.v1.PermissionToolContext": {
      "name": "opencode.permission.v1.PermissionToolContext",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "callID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "callId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.RespondToPermissionRequest": {
      "name": "opencode.permission.v1.RespondToPermissionRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "permissionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "permissionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "reply",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "reply",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.PermissionReply"
              }
            }
          },
          {
            "json": "message",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "remember",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "remember",
              "c": {
                "k": "scalar",
                "t": "bool"
              }
            }
          },
          {
            "json": "scope",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "scope",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.ApprovalScope"
              }
            }
          },
          {
            "json": "expiresIn",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "expiresIn",
              "c": {
                "k": "scalar",
                "t": "uint32"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.RespondToPermissionResponse": {
      "name": "opencode.permission.v1.RespondToPermissionResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "settled",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "settled",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.RevokeApprovalRequest": {
      "name": "opencode.permission.v1.RevokeApprovalRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "approvalID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "approvalId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.RevokeApprovalResponse": {
      "name": "opencode.permission.v1.RevokeApprovalResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "approval",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "approval",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.Approval"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.SandboxConfig": {
      "name": "opencode.permission.v1.SandboxConfig",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filesystem",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "filesystem",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.SandboxConfig.Filesystem"
              }
            }
          },
          {
            "json": "env",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "env",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "network",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "network",
              "c": {
                "k": "map",
                "of": {
                  "k": "message",
                  "m": "opencode.permission.v1.SandboxConfig.NetworkValue"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.SandboxConfig.Filesystem": {
      "name": "opencode.permission.v1.SandboxConfig.Filesystem",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "writable",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "writable",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "hidden",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "hidden",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.SandboxConfig.NetworkValueList": {
      "name": "opencode.permission.v1.SandboxConfig.NetworkValueList",
      "body": {
        "b": "wrap",
        "c": {
          "k": "list",
          "of": {
            "k": "scalar",
            "t": "string"
          }
        }
      }
    },
    "opencode.permission.v1.SandboxConfig.NetworkValue": {
      "name": "opencode.permission.v1.SandboxConfig.NetworkValue",
      "body": {
        "b": "union",
        "ts": "networkValue",
        "u": {
          "variants": [
            {
              "case": "networkValueSandboxNetworkAccess",
              "c": {
                "k": "enum",
                "e": "opencode.permission.v1.SandboxConfig.NetworkValueSandboxNetworkAccess"
              }
            },
            {
              "case": "listValue",
              "c": {
                "k": "message",
                "m": "opencode.permission.v1.SandboxConfig.NetworkValueList"
              }
            }
          ]
        }
      }
    },
    "opencode.permission.v1.WatchPermissionsRequest": {
      "name": "opencode.permission.v1.WatchPermissionsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.permission.v1.WatchPermissionsResponse": {
      "name": "opencode.permission.v1.WatchPermissionsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "event",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "event",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "permissionAsked",
                    "tag": "permission.asked",
                    "c": {
                      "k": "message",
                      "m": "opencode.permission.v1.PermissionAskedEvent"
                    }
                  },
                  {
                    "case": "permissionReplied",
                    "tag": "permission.replied",
                    "c": {
                      "k": "message",
                      "m": "opencode.permission.v1.PermissionRepliedEvent"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.server.v1.ServerError": {
      "name": "opencode.server.v1.ServerError",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "code",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "code",
              "c": {
                "k": "enum",
                "e": "opencode.server.v1.ServerErrorCode"
              }
            }
          },
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "message",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "message",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "issues",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "issues",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.server.v1.ServerErrorBody": {
      "name": "opencode.server.v1.ServerErrorBody",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "error",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "error",
              "c": {
                "k": "message",
                "m": "opencode.server.v1.ServerError"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ExecuteToolRequest": {
      "name": "opencode.tool.v1.ExecuteToolRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "callID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "callId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tool",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tool",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ExecuteToolResponse": {
      "name": "opencode.tool.v1.ExecuteToolResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "part",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "part",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPart"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePart": {
      "name": "opencode.tool.v1.FilePart",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "file"
              }
            }
          },
          {
            "json": "mime",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "mime",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "filename",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "filename",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "url",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "url",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "source",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "source",
              "u": {
                "disc": "type",
                "variants": [
                  {
                    "case": "file",
                    "tag": "file",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.FilePartSourceFile"
                    }
                  },
                  {
                    "case": "symbol",
                    "tag": "symbol",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.FilePartSourceSymbol"
                    }
                  },
                  {
                    "case": "resource",
                    "tag": "resource",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.FilePartSourceResource"
                    }
                  }
                ]
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSource": {
      "name": "opencode.tool.v1.FilePartSource",
      "body": {
        "b": "union",
        "ts": "filePartSource",
        "u": {
          "disc": "type",
          "variants": [
            {
              "case": "file",
              "tag": "file",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceFile"
              }
            },
            {
              "case": "symbol",
              "tag": "symbol",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceSymbol"
              }
            },
            {
              "case": "resource",
              "tag": "resource",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceResource"
              }
            }
          ]
        }
      }
    },
    "opencode.tool.v1.FilePartSourceFile": {
      "name": "opencode.tool.v1.FilePartSourceFile",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "file"
              }
            }
          },
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "text",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceText"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSourceSymbol": {
      "name": "opencode.tool.v1.FilePartSourceSymbol",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "symbol"
              }
            }
          },
          {
            "json": "path",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "range",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "range",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.LspRange"
              }
            }
          },
          {
            "json": "name",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "name",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "kind",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "kind",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "text",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceText"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSourceResource": {
      "name": "opencode.tool.v1.FilePartSourceResource",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "resource"
              }
            }
          },
          {
            "json": "clientName",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "clientName",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "uri",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "uri",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "text",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "text",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.FilePartSourceText"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.FilePartSourceText": {
      "name": "opencode.tool.v1.FilePartSourceText",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "value",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "value",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "end",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.LspPosition": {
      "name": "opencode.tool.v1.LspPosition",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "line",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "line",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "character",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "character",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.LspRange": {
      "name": "opencode.tool.v1.LspRange",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "start",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.LspPosition"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "end",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.LspPosition"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolPart": {
      "name": "opencode.tool.v1.ToolPart",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "sessionID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "tool"
              }
            }
          },
          {
            "json": "callID",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "callId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "tool",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "tool",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "state",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "union",
              "ts": "state",
              "u": {
                "disc": "status",
                "variants": [
                  {
                    "case": "pending",
                    "tag": "pending",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStatePending"
                    }
                  },
                  {
                    "case": "running",
                    "tag": "running",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStateRunning"
                    }
                  },
                  {
                    "case": "completed",
                    "tag": "completed",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStateCompleted"
                    }
                  },
                  {
                    "case": "error",
                    "tag": "error",
                    "c": {
                      "k": "message",
                      "m": "opencode.tool.v1.ToolStateError"
                    }
                  }
                ]
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolPartUpdatedEvent": {
      "name": "opencode.tool.v1.ToolPartUpdatedEvent",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "type",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "type",
              "c": {
                "k": "const",
                "t": "string",
                "v": "message.part.updated"
              }
            }
          },
          {
            "json": "properties",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "properties",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPartUpdatedProperties"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolPartUpdatedProperties": {
      "name": "opencode.tool.v1.ToolPartUpdatedProperties",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "part",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "part",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPart"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolState": {
      "name": "opencode.tool.v1.ToolState",
      "body": {
        "b": "union",
        "ts": "toolState",
        "u": {
          "disc": "status",
          "variants": [
            {
              "case": "pending",
              "tag": "pending",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStatePending"
              }
            },
            {
              "case": "running",
              "tag": "running",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStateRunning"
              }
            },
            {
              "case": "completed",
              "tag": "completed",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStateCompleted"
              }
            },
            {
              "case": "error",
              "tag": "error",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolStateError"
              }
            }
          ]
        }
      }
    },
    "opencode.tool.v1.ToolStatePending": {
      "name": "opencode.tool.v1.ToolStatePending",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "pending"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "raw",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "raw",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolStateRunning": {
      "name": "opencode.tool.v1.ToolStateRunning",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "running"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "title",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "time",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolTime"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolStateCompleted": {
      "name": "opencode.tool.v1.ToolStateCompleted",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "completed"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "output",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "output",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "title",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "title",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "time",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolTimeWithEnd"
              }
            }
          },
          {
            "json": "attachments",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "collection",
              "ts": "attachments",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.tool.v1.FilePart"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolStateError": {
      "name": "opencode.tool.v1.ToolStateError",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "const",
                "t": "string",
                "v": "error"
              }
            }
          },
          {
            "json": "input",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "input",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "error",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "error",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "metadata",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "metadata",
              "c": {
                "k": "struct"
              }
            }
          },
          {
            "json": "time",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "time",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolTimeRange"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolTime": {
      "name": "opencode.tool.v1.ToolTime",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolTimeRange": {
      "name": "opencode.tool.v1.ToolTimeRange",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "end",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.ToolTimeWithEnd": {
      "name": "opencode.tool.v1.ToolTimeWithEnd",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "start",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "start",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "end",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "end",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          },
          {
            "json": "compacted",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "compacted",
              "c": {
                "k": "scalar",
                "t": "double"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.WatchToolPartsRequest": {
      "name": "opencode.tool.v1.WatchToolPartsRequest",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "sessionID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "sessionId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "messageID",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "messageId",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tool.v1.WatchToolPartsResponse": {
      "name": "opencode.tool.v1.WatchToolPartsResponse",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "part",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "part",
              "c": {
                "k": "message",
                "m": "opencode.tool.v1.ToolPart"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.BashToolInput": {
      "name": "opencode.tools.v1.BashToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "command",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "command",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "timeout",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "timeout",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "workdir",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "workdir",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "description",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.EditToolInput": {
      "name": "opencode.tools.v1.EditToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "oldString",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "oldString",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "newString",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "newString",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "replaceAll",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "replaceAll",
              "c": {
                "k": "scalar",
                "t": "bool"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.GlobToolInput": {
      "name": "opencode.tools.v1.GlobToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "pattern",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "pattern",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "path",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.GrepToolInput": {
      "name": "opencode.tools.v1.GrepToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "pattern",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "pattern",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "path",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "path",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "include",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "include",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.LspDiagnosticsToolInput": {
      "name": "opencode.tools.v1.LspDiagnosticsToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.LspPositionToolInput": {
      "name": "opencode.tools.v1.LspPositionToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "line",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "line",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "character",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "character",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.ReadToolInput": {
      "name": "opencode.tools.v1.ReadToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "offset",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "offset",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "limit",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "limit",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.RunToolInput": {
      "name": "opencode.tools.v1.RunToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "argv",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "argv",
              "c": {
                "k": "list",
                "of": {
                  "k": "scalar",
                  "t": "string"
                }
              }
            }
          },
          {
            "json": "timeout",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "timeout",
              "c": {
                "k": "scalar",
                "t": "int64"
              }
            }
          },
          {
            "json": "workdir",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "workdir",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "description",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "description",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.Todo": {
      "name": "opencode.tools.v1.Todo",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "id",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "id",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "content",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "content",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "status",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "status",
              "c": {
                "k": "enum",
                "e": "opencode.tools.v1.Todo.Status"
              }
            }
          },
          {
            "json": "priority",
            "required": false,
            "nullable": false,
            "layout": {
              "l": "presence",
              "ts": "priority",
              "c": {
                "k": "enum",
                "e": "opencode.tools.v1.Todo.Priority"
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.TodoReadToolInput": {
      "name": "opencode.tools.v1.TodoReadToolInput",
      "body": {
        "b": "object",
        "fields": [],
        "closed": true
      }
    },
    "opencode.tools.v1.TodoWriteToolInput": {
      "name": "opencode.tools.v1.TodoWriteToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "todos",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "todos",
              "c": {
                "k": "list",
                "of": {
                  "k": "message",
                  "m": "opencode.tools.v1.Todo"
                }
              }
            }
          }
        ],
        "closed": true
      }
    },
    "opencode.tools.v1.WriteToolInput": {
      "name": "opencode.tools.v1.WriteToolInput",
      "body": {
        "b": "object",
        "fields": [
          {
            "json": "filePath",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "filePath",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          },
          {
            "json": "content",
            "required": true,
            "nullable": false,
            "layout": {
              "l": "plain",
              "ts": "content",
              "c": {
                "k": "scalar",
                "t": "string"
              }
            }
          }
        ],
        "closed": true
      }
    }
  },
  "enums": {
    "opencode.acp.v1.AcpPermissionOptionKind": {
      "allow_once": 1,
      "allow_always": 2,
      "reject_once": 3,
      "reject_always": 4
    },
    "opencode.acp.v1.AcpRole": {
      "assistant": 1,
      "user": 2
    },
    "opencode.acp.v1.AcpToolCallStatus": {
      "pending": 1,
      "in_progress": 2,
      "completed": 3,
      "failed": 4
    },
    "opencode.acp.v1.AcpToolKind": {
      "read": 1,
      "edit": 2,
      "delete": 3,
      "move": 4,
      "search": 5,
      "execute": 6,
      "think": 7,
      "fetch": 8,
      "switch_mode": 9,
      "other": 10
    },
    "opencode.invocation.v1.ToolCategory": {
      "file": 1,
      "search": 2,
      "code-analysis": 3,
      "development": 4,
      "project-management": 5,
      "mcp": 6,
      "client": 7
    },
    "opencode.invocation.v1.ToolRiskLevel": {
      "low": 1,
      "medium": 2,
      "high": 3,
      "critical": 4
    },
    "opencode.permission.v1.ApprovalScope": {
      "session": 1,
      "project": 2
    },
    "opencode.permission.v1.AskPermissionResponse.Outcome": {
      "allowed": 1,
      "denied": 2,
      "rejected": 3,
      "corrected": 4
    },
    "opencode.permission.v1.AuditActor.RolesItem": {
      "agent": 1,
      "user": 2
    },
    "opencode.permission.v1.AuditCause": {
      "rule": 1,
      "approval": 2,
      "risk": 3,
      "default": 4,
      "reply": 5,
      "cascade": 6,
      "timeout": 7,
      "cancel": 8,
      "shutdown": 9,
      "revoke": 10
    },
    "opencode.permission.v1.AuditDecision": {
      "allow": 1,
      "deny": 2,
      "ask": 3,
      "revoke": 4
    },
    "opencode.permission.v1.AuditRecord.Rule.Source": {
      "config": 1,
      "request": 2,
      "approval": 3
    },
    "opencode.permission.v1.AuditRecord.BeatenItem.Source": {
      "config": 1,
      "request": 2,
      "approval": 3
    },
    "opencode.permission.v1.PermissionAction": {
      "allow": 1,
      "ask": 2,
      "deny": 3
    },
    "opencode.permission.v1.PermissionReply": {
      "once": 1,
      "always": 2,
      "reject": 3
    },
    "opencode.permission.v1.SandboxConfig.NetworkValueSandboxNetworkAccess": {
      "allow": 1,
      "deny": 2
    },
    "opencode.server.v1.ServerErrorCode": {
      "INVALID_ARGUMENT": 1,
      "NOT_FOUND": 2,
      "ALREADY_EXISTS": 3,
      "PERMISSION_DENIED": 4,
      "FAILED_PRECONDITION": 5,
      "ABORTED": 6,
      "UNAUTHENTICATED": 7,
      "RESOURCE_EXHAUSTED": 8,
      "UNAVAILABLE": 9,
      "INTERNAL": 10
    },
    "opencode.tools.v1.Todo.Status": {
      "pending": 1,
      "in_progress": 2,
      "completed": 3,
      "cancelled": 4
    },
    "opencode.tools.v1.Todo.Priority": {
      "high": 1,
      "medium": 2,
      "low": 3
    }
  }
};

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

/** BashToolInput (schema/tools/bashToolInput.schema.json) → protobuf bytes of opencode.tools.v1.BashToolInput; throws ProtoBridgeError on invalid input. */
export function encodeBashToolInput(json: BashToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.BashToolInput", json, checkBashToolInput, writeBashToolInput);
}

/** Protobuf bytes of opencode.tools.v1.BashToolInput → BashToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeBashToolInput(bytes: Uint8Array): BashToolInput {
  return decodeMessage("opencode.tools.v1.BashToolInput", bytes, checkBashToolInput, readBashToolInput) as BashToolInput;
}

/** BashToolInput → the ts-proto BashToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoBashToolInput(json: BashToolInput): BashToolInputProto {
  return bridge.toProto("opencode.tools.v1.BashToolInput", json) as BashToolInputProto;
}

/** The ts-proto BashToolInputProto object → BashToolInput, checking required fields, consts and enum values. */
export function fromProtoBashToolInput(message: BashToolInputProto): BashToolInput {
  return bridge.fromProto("opencode.tools.v1.BashToolInput", message) as BashToolInput;
}

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

/** EditToolInput (schema/tools/editToolInput.schema.json) → protobuf bytes of opencode.tools.v1.EditToolInput; throws ProtoBridgeError on invalid input. */
export function encodeEditToolInput(json: EditToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.EditToolInput", json, checkEditToolInput, writeEditToolInput);
}

/** Protobuf bytes of opencode.tools.v1.EditToolInput → EditToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeEditToolInput(bytes: Uint8Array): EditToolInput {
  return decodeMessage("opencode.tools.v1.EditToolInput", bytes, checkEditToolInput, readEditToolInput) as EditToolInput;
}

/** EditToolInput → the ts-proto EditToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoEditToolInput(json: EditToolInput): EditToolInputProto {
  return bridge.toProto("opencode.tools.v1.EditToolInput", json) as EditToolInputProto;
}

/** The ts-proto EditToolInputProto object → EditToolInput, checking required fields, consts and enum values. */
export function fromProtoEditToolInput(message: EditToolInputProto): EditToolInput {
  return bridge.fromProto("opencode.tools.v1.EditToolInput", message) as EditToolInput;
}

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

/** GlobToolInput (schema/tools/globToolInput.schema.json) → protobuf bytes of opencode.tools.v1.GlobToolInput; throws ProtoBridgeError on invalid input. */
export function encodeGlobToolInput(json: GlobToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.GlobToolInput", json, checkGlobToolInput, writeGlobToolInput);
}

/** Protobuf bytes of opencode.tools.v1.GlobToolInput → GlobToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeGlobToolInput(bytes: Uint8Array): GlobToolInput {
  return decodeMessage("opencode.tools.v1.GlobToolInput", bytes, checkGlobToolInput, readGlobToolInput) as GlobToolInput;
}

/** GlobToolInput → the ts-proto GlobToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoGlobToolInput(json: GlobToolInput): GlobToolInputProto {
  return bridge.toProto("opencode.tools.v1.GlobToolInput", json) as GlobToolInputProto;
}

/** The ts-proto GlobToolInputProto object → GlobToolInput, checking required fields, consts and enum values. */
export function fromProtoGlobToolInput(message: GlobToolInputProto): GlobToolInput {
  return bridge.fromProto("opencode.tools.v1.GlobToolInput", message) as GlobToolInput;
}

/** GrepToolInput (schema/tools/grepToolInput.schema.json) → protobuf bytes of opencode.tools.v1.GrepToolInput; throws ProtoBridgeError on invalid input. */
export function encodeGrepToolInput(json: GrepToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.GrepToolInput", json, checkGrepToolInput, writeGrepToolInput);
}

/** Protobuf bytes of opencode.tools.v1.GrepToolInput → GrepToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeGrepToolInput(bytes: Uint8Array): GrepToolInput {
  return decodeMessage("opencode.tools.v1.GrepToolInput", bytes, checkGrepToolInput, readGrepToolInput) as GrepToolInput;
}

/** GrepToolInput → the ts-proto GrepToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoGrepToolInput(json: GrepToolInput): GrepToolInputProto {
  return bridge.toProto("opencode.tools.v1.GrepToolInput", json) as GrepToolInputProto;
}

/** The ts-proto GrepToolInputProto object → GrepToolInput, checking required fields, consts and enum values. */
export function fromProtoGrepToolInput(message: GrepToolInputProto): GrepToolInput {
  return bridge.fromProto("opencode.tools.v1.GrepToolInput", message) as GrepToolInput;
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

/** LspDiagnosticsToolInput (schema/tools/lspDiagnosticsToolInput.schema.json) → protobuf bytes of opencode.tools.v1.LspDiagnosticsToolInput; throws ProtoBridgeError on invalid input. */
export function encodeLspDiagnosticsToolInput(json: LspDiagnosticsToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.LspDiagnosticsToolInput", json, checkLspDiagnosticsToolInput, writeLspDiagnosticsToolInput);
}

/** Protobuf bytes of opencode.tools.v1.LspDiagnosticsToolInput → LspDiagnosticsToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeLspDiagnosticsToolInput(bytes: Uint8Array): LspDiagnosticsToolInput {
  return decodeMessage("opencode.tools.v1.LspDiagnosticsToolInput", bytes, checkLspDiagnosticsToolInput, readLspDiagnosticsToolInput) as LspDiagnosticsToolInput;
}

/** LspDiagnosticsToolInput → the ts-proto LspDiagnosticsToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoLspDiagnosticsToolInput(json: LspDiagnosticsToolInput): LspDiagnosticsToolInputProto {
  return bridge.toProto("opencode.tools.v1.LspDiagnosticsToolInput", json) as LspDiagnosticsToolInputProto;
}

/** The ts-proto LspDiagnosticsToolInputProto object → LspDiagnosticsToolInput, checking required fields, consts and enum values. */
export function fromProtoLspDiagnosticsToolInput(message: LspDiagnosticsToolInputProto): LspDiagnosticsToolInput {
  return bridge.fromProto("opencode.tools.v1.LspDiagnosticsToolInput", message) as LspDiagnosticsToolInput;
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

/** LspPositionToolInput (schema/tools/lspPositionToolInput.schema.json) → protobuf bytes of opencode.tools.v1.LspPositionToolInput; throws ProtoBridgeError on invalid input. */
export function encodeLspPositionToolInput(json: LspPositionToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.LspPositionToolInput", json, checkLspPositionToolInput, writeLspPositionToolInput);
}

/** Protobuf bytes of opencode.tools.v1.LspPositionToolInput → LspPositionToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeLspPositionToolInput(bytes: Uint8Array): LspPositionToolInput {
  return decodeMessage("opencode.tools.v1.LspPositionToolInput", bytes, checkLspPositionToolInput, readLspPositionToolInput) as LspPositionToolInput;
}

/** LspPositionToolInput → the ts-proto LspPositionToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoLspPositionToolInput(json: LspPositionToolInput): LspPositionToolInputProto {
  return bridge.toProto("opencode.tools.v1.LspPositionToolInput", json) as LspPositionToolInputProto;
}

/** The ts-proto LspPositionToolInputProto object → LspPositionToolInput, checking required fields, consts and enum values. */
export function fromProtoLspPositionToolInput(message: LspPositionToolInputProto): LspPositionToolInput {
  return bridge.fromProto("opencode.tools.v1.LspPositionToolInput", message) as LspPositionToolInput;
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

/** ReadToolInput (schema/tools/readToolInput.schema.json) → protobuf bytes of opencode.tools.v1.ReadToolInput; throws ProtoBridgeError on invalid input. */
export function encodeReadToolInput(json: ReadToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.ReadToolInput", json, checkReadToolInput, writeReadToolInput);
}

/** Protobuf bytes of opencode.tools.v1.ReadToolInput → ReadToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeReadToolInput(bytes: Uint8Array): ReadToolInput {
  return decodeMessage("opencode.tools.v1.ReadToolInput", bytes, checkReadToolInput, readReadToolInput) as ReadToolInput;
}

/** ReadToolInput → the ts-proto ReadToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoReadToolInput(json: ReadToolInput): ReadToolInputProto {
  return bridge.toProto("opencode.tools.v1.ReadToolInput", json) as ReadToolInputProto;
}

/** The ts-proto ReadToolInputProto object → ReadToolInput, checking required fields, consts and enum values. */
export function fromProtoReadToolInput(message: ReadToolInputProto): ReadToolInput {
  return bridge.fromProto("opencode.tools.v1.ReadToolInput", message) as ReadToolInput;
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

/** RunToolInput (schema/tools/runToolInput.schema.json) → protobuf bytes of opencode.tools.v1.RunToolInput; throws ProtoBridgeError on invalid input. */
export function encodeRunToolInput(json: RunToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.RunToolInput", json, checkRunToolInput, writeRunToolInput);
}

/** Protobuf bytes of opencode.tools.v1.RunToolInput → RunToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeRunToolInput(bytes: Uint8Array): RunToolInput {
  return decodeMessage("opencode.tools.v1.RunToolInput", bytes, checkRunToolInput, readRunToolInput) as RunToolInput;
}

/** RunToolInput → the ts-proto RunToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoRunToolInput(json: RunToolInput): RunToolInputProto {
  return bridge.toProto("opencode.tools.v1.RunToolInput", json) as RunToolInputProto;
}

/** The ts-proto RunToolInputProto object → RunToolInput, checking required fields, consts and enum values. */
export function fromProtoRunToolInput(message: RunToolInputProto): RunToolInput {
  return bridge.fromProto("opencode.tools.v1.RunToolInput", message) as RunToolInput;
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

/** Todo (schema/tools/todo.schema.json) → protobuf bytes of opencode.tools.v1.Todo; throws ProtoBridgeError on invalid input. */
export function encodeTodo(json: Todo): Uint8Array {
  return encodeMessage("opencode.tools.v1.Todo", json, checkTodo, writeTodo);
}

/** Protobuf bytes of opencode.tools.v1.Todo → Todo; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeTodo(bytes: Uint8Array): Todo {
  return decodeMessage("opencode.tools.v1.Todo", bytes, checkTodo, readTodo) as Todo;
}

/** Todo → the ts-proto TodoProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoTodo(json: Todo): TodoProto {
  return bridge.toProto("opencode.tools.v1.Todo", json) as TodoProto;
}

/** The ts-proto TodoProto object → Todo, checking required fields, consts and enum values. */
export function fromProtoTodo(message: TodoProto): Todo {
  return bridge.fromProto("opencode.tools.v1.Todo", message) as Todo;
}

/** TodoReadToolInput (schema/tools/todoReadToolInput.schema.json) → protobuf bytes of opencode.tools.v1.TodoReadToolInput; throws ProtoBridgeError on invalid input. */
export function encodeTodoReadToolInput(json: TodoReadToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.TodoReadToolInput", json, checkTodoReadToolInput, writeTodoReadToolInput);
}

/** Protobuf bytes of opencode.tools.v1.TodoReadToolInput → TodoReadToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeTodoReadToolInput(bytes: Uint8Array): TodoReadToolInput {
  return decodeMessage("opencode.tools.v1.TodoReadToolInput", bytes, checkTodoReadToolInput, readTodoReadToolInput) as TodoReadToolInput;
}

/** TodoReadToolInput → the ts-proto TodoReadToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoTodoReadToolInput(json: TodoReadToolInput): TodoReadToolInputProto {
  return bridge.toProto("opencode.tools.v1.TodoReadToolInput", json) as TodoReadToolInputProto;
}

/** The ts-proto TodoReadToolInputProto object → TodoReadToolInput, checking required fields, consts and enum values. */
export function fromProtoTodoReadToolInput(message: TodoReadToolInputProto): TodoReadToolInput {
  return bridge.fromProto("opencode.tools.v1.TodoReadToolInput", message) as TodoReadToolInput;
}

/** TodoWriteToolInput (schema/tools/todoWriteToolInput.schema.json) → protobuf bytes of opencode.tools.v1.TodoWriteToolInput; throws ProtoBridgeError on invalid input. */
export function encodeTodoWriteToolInput(json: TodoWriteToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.TodoWriteToolInput", json, checkTodoWriteToolInput, writeTodoWriteToolInput);
}

/** Protobuf bytes of opencode.tools.v1.TodoWriteToolInput → TodoWriteToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeTodoWriteToolInput(bytes: Uint8Array): TodoWriteToolInput {
  return decodeMessage("opencode.tools.v1.TodoWriteToolInput", bytes, checkTodoWriteToolInput, readTodoWriteToolInput) as TodoWriteToolInput;
}

/** TodoWriteToolInput → the ts-proto TodoWriteToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoTodoWriteToolInput(json: TodoWriteToolInput): TodoWriteToolInputProto {
  return bridge.toProto("opencode.tools.v1.TodoWriteToolInput", json) as TodoWriteToolInputProto;
}

/** The ts-proto TodoWriteToolInputProto object → TodoWriteToolInput, checking required fields, consts and enum values. */
export function fromProtoTodoWriteToolInput(message: TodoWriteToolInputProto): TodoWriteToolInput {
  return bridge.fromProto("opencode.tools.v1.TodoWriteToolInput", message) as TodoWriteToolInput;
}

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

/** WriteToolInput (schema/tools/writeToolInput.schema.json) → protobuf bytes of opencode.tools.v1.WriteToolInput; throws ProtoBridgeError on invalid input. */
export function encodeWriteToolInput(json: WriteToolInput): Uint8Array {
  return encodeMessage("opencode.tools.v1.WriteToolInput", json, checkWriteToolInput, writeWriteToolInput);
}

/** Protobuf bytes of opencode.tools.v1.WriteToolInput → WriteToolInput; throws ProtoBridgeError on bad bytes, never returns a partial value. */
export function decodeWriteToolInput(bytes: Uint8Array): WriteToolInput {
  return decodeMessage("opencode.tools.v1.WriteToolInput", bytes, checkWriteToolInput, readWriteToolInput) as WriteToolInput;
}

/** WriteToolInput → the ts-proto WriteToolInputProto object (unions → oneof, enums → numbers, open objects → Struct). */
export function toProtoWriteToolInput(json: WriteToolInput): WriteToolInputProto {
  return bridge.toProto("opencode.tools.v1.WriteToolInput", json) as WriteToolInputProto;
}

/** The ts-proto WriteToolInputProto object → WriteToolInput, checking required fields, consts and enum values. */
export function fromProtoWriteToolInput(message: WriteToolInputProto): WriteToolInput {
  return bridge.fromProto("opencode.tools.v1.WriteToolInput", message) as WriteToolInput;
}
