// Code generated from schema/permission/revokeApprovalRequest.schema.json. DO NOT EDIT.

/**
 * Request of `PermissionService.RevokeApproval` (HTTP `DELETE /approval/{approvalID}`): forget one approval, on every server sharing the store.
 */
export interface RevokeApprovalRequest {
  /**
   * The approval to revoke (prefix `apr`).
   */
  approvalID: string;
}
