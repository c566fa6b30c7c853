// Code generated from schema/permission/listApprovalsRequest.schema.json. DO NOT EDIT.

/**
 * Request of `PermissionService.ListApprovals` (HTTP `GET /approval`): the remembered approvals.
 */
export interface ListApprovalsRequest {
  /**
   * Only approvals that apply in this session (its own and project-wide ones).
   */
  sessionID?: string;
}
