// Code generated from schema/acp/acpRole.schema.json. DO NOT EDIT.

/**
 * Sender or recipient of content in a conversation (ACP `Role`): `assistant` or `user`.
 */
export type AcpRole = "assistant" | "user";
