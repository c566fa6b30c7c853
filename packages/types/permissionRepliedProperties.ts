// Code generated from schema/permission/permissionRepliedProperties.schema.json. DO NOT EDIT.
import type { PermissionReply } from "./permissionReply.js";

/**
 * Payload of the `permission.replied` bus event: which request of which session was answered, and how.
 */
export interface PermissionRepliedProperties {
  /**
   * Identifier of the session the request belonged to (prefix `ses`).
   */
  sessionID: string;
  /**
   * Identifier of the answered request (prefix `per`).
   */
  requestID: string;
  /**
   * The answer given.
   */
  reply: PermissionReply;
}
