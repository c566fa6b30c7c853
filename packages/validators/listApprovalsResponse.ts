// Code generated from schema/permission/listApprovalsResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { approvalSchema } from "./approval.js";

/**
 * ListApprovalsResponse
 *
 * Response of `PermissionService.ListApprovals`: approvals in evaluation order, oldest first; expired ones are left out.
 */
export const listApprovalsResponseSchema = z.strictObject({
  /** The approvals. */
  approvals: z.array(approvalSchema),
});

/** ListApprovalsResponse, inferred from {@link listApprovalsResponseSchema}. */
export type ListApprovalsResponse = z.infer<typeof listApprovalsResponseSchema>;
