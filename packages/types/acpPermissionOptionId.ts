// Code generated from schema/acp/acpPermissionOptionId.schema.json. DO NOT EDIT.

/**
 * Identifier of one option offered in a permission request (ACP `PermissionOptionId`).
 */
export type AcpPermissionOptionId = string;
