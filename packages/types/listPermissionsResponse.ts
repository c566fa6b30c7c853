// Code generated from schema/permission/listPermissionsResponse.schema.json. DO NOT EDIT.
import type { PermissionRequest } from "./permissionRequest.js";

/**
 * Response of `PermissionService.ListPermissions`: pending requests, oldest first.
 */
export interface ListPermissionsResponse {
  /**
   * The pending permission requests, oldest first.
   */
  permissions: PermissionRequest[];
}
