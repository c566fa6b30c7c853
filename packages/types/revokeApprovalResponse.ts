// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.

/**
 * Response of `PermissionService.RevokeApproval` (HTTP `true`): success is the absence of an error.
 */
export type RevokeApprovalResponse = Record<string, never>;
