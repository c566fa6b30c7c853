// Code generated from schema/permission/listPermissionsRequest.schema.json. DO NOT EDIT.

/**
 * Request of `PermissionService.ListPermissions` (HTTP `GET /permission`): the pending permission requests.
 */
export interface ListPermissionsRequest {
  /**
   * Only requests of this session (prefix `ses`); all sessions when absent.
   */
  sessionID?: string;
}
