// Code generated from schema/permission/listApprovalsResponse.schema.json. DO NOT EDIT.
import type { Approval } from "./approval.js";

/**
 * Response of `PermissionService.ListApprovals`: approvals in evaluation order, oldest first; expired ones are left out.
 */
export interface ListApprovalsResponse {
  /**
   * The approvals.
   */
  approvals: Approval[];
}
