// Code generated from schema/acp/acpToolCallId.schema.json. DO NOT EDIT.

/**
 * Unique identifier of a tool call within an ACP session (ACP `ToolCallId`).
 */
export type AcpToolCallId = string;
