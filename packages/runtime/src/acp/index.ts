/** The ACP room: ToolPart ⇄ ACP mapping (pure), the ACP agent and the recorder. */
export { ACP_AGENT_ACTOR, ACP_CLIENT_ACTOR, ACP_RECORDER_ACTOR, MAX_ACP_MESSAGE_BYTES } from "./acp-actors.ts";
export { type AcpAgentOptions, type AcpAgentRuntime, createAcpAgent } from "./acp-agent.ts";
export { type AcpRecorder, type AcpRecorderOptions, createAcpRecorder } from "./acp-recorder.ts";
export { type ContentItem, TOOLWIRE_META, type ToolCall, type ToolCallUpdate, type UnknownContent } from "./acp-types.ts";
export { type ToolCallOptions, type ToolwireMeta, defaultTitle, toolCallFromPart } from "./part-to-tool-call.ts";
export { type AskFromAcp, askFromAcpRequest } from "./permission-from-acp.ts";
export { outcomeForReply, permissionOptions, type Rememberable, rememberableOf, type ReplyDecision, replyForOutcome } from "./permission-options.ts";
export { requestPermissionParams } from "./permission-request.ts";
export { createCommandPlanner, parseToolLine, type Planner, type PlanInput, type PlanStep } from "./planner.ts";
export { type Read, readToolCall, readToolCallUpdate } from "./read-tool-call.ts";
export { contentOf, fileDiffOf, MAX_CONTENT_TEXT, MAX_DIFF_TEXT, textsOfPatch } from "./tool-call-content.ts";
export { locationsOf } from "./tool-call-locations.ts";
export { applyToolCallUpdate, canonicalToolCall, minimalToolCallUpdate, toolCallFromUpdate, toolCallUpdateFromToolCall } from "./tool-call-merge.ts";
export { createToolCallProjector, type ToolCallProjector, type ToolCallSessionUpdate } from "./tool-call-projector.ts";
export { acpStatusOf, partStatusOf, statusWhileAsking } from "./tool-call-status.ts";
export { carriedFields, type PartContext, toolPartUpdateFromToolCall, toolwireMetaOf } from "./tool-call-to-part.ts";
export { DEFAULT_TOOL_KINDS, toolKindOf, toolNameOfKind } from "./tool-kind.ts";
