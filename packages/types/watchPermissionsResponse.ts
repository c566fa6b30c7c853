// Code generated from schema/permission/watchPermissionsResponse.schema.json. DO NOT EDIT.
import type { PermissionEvent } from "./permissionEvent.js";

/**
 * One message of the `PermissionService.WatchPermissions` stream: a permission event as published on the bus.
 */
export interface WatchPermissionsResponse {
  /**
   * The event: `permission.asked` (a request became pending) or `permission.replied`.
   */
  event: PermissionEvent;
}
