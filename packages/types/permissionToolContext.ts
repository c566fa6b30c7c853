// Code generated from schema/permission/permissionToolContext.schema.json. DO NOT EDIT.

/**
 * Identifies the tool call that caused a permission request, so a client can show the request next to that call.
 */
export interface PermissionToolContext {
  /**
   * Identifier of the assistant message containing the tool call (prefix `msg`).
   */
  messageID: string;
  /**
   * Provider-assigned identifier of the tool call.
   */
  callID: string;
}
