// Code generated from schema/acp/acpToolCallStatus.schema.json. DO NOT EDIT.

/**
 * Execution status of an ACP tool call (ACP `ToolCallStatus`): `pending` (input still streaming or awaiting approval; the default), `in_progress`, `completed`, `failed`.
 */
export type AcpToolCallStatus = "pending" | "in_progress" | "completed" | "failed";
