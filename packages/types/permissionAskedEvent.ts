// Code generated from schema/permission/permissionAskedEvent.schema.json. DO NOT EDIT.
import type { PermissionRequest } from "./permissionRequest.js";

/**
 * Bus event `permission.asked`, published when a request becomes pending; the payload is the request itself.
 */
export interface PermissionAskedEvent {
  /**
   * Event name; always `permission.asked`.
   */
  type: "permission.asked";
  /**
   * The pending permission request.
   */
  properties: PermissionRequest;
}
