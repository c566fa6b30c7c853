// Code generated from schema/permission/watchPermissionsRequest.schema.json. DO NOT EDIT.

/**
 * Request of `PermissionService.WatchPermissions`: subscribe to permission events.
 */
export interface WatchPermissionsRequest {
  /**
   * Only events of this session (prefix `ses`); all sessions when absent.
   */
  sessionID?: string;
}
