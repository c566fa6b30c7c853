// Code generated from schema/permission/permissionResponseBody.schema.json. DO NOT EDIT.
import type { PermissionReply } from "./permissionReply.js";

/**
 * Body of OpenCode's deprecated route POST /session/{sessionID}/permissions/{permissionID} (the seed's PermissionResponse): the reply under the key response.
 */
export interface PermissionResponseBody {
  /**
   * The user's reply: once, always or reject.
   */
  response: PermissionReply;
}
