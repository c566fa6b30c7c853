// Code generated from schema/acp/acpTerminalId.schema.json. DO NOT EDIT.

/**
 * Identifier of a terminal created with `terminal/create` (ACP `TerminalId`).
 */
export type AcpTerminalId = string;
