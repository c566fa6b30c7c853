// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.
import type { Approval } from "./approval.js";

/**
 * Response of `PermissionService.RevokeApproval` (HTTP `true`): the approval that was revoked.
 */
export interface RevokeApprovalResponse {
  /**
   * The approval that was revoked; it no longer decides any ask.
   */
  approval?: Approval;
}
