// Code generated from schema/acp/acpSessionId.schema.json. DO NOT EDIT.

/**
 * Identifier of a conversation session between an ACP client and agent (ACP `SessionId`).
 */
export type AcpSessionId = string;
