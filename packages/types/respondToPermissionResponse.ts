// Code generated from schema/permission/respondToPermissionResponse.schema.json. DO NOT EDIT.

/**
 * Response of `PermissionService.RespondToPermission`: empty; success is the absence of an error (the seed's `Empty`, HTTP `true`).
 */
export interface RespondToPermissionResponse {}
