// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { approvalSchema } from "./approval.js";

/**
 * RevokeApprovalResponse
 *
 * Response of `PermissionService.RevokeApproval` (HTTP `true`): the approval that was revoked.
 */
export const revokeApprovalResponseSchema = z.strictObject({
  /** The approval that was revoked; it no longer decides any ask. */
  approval: approvalSchema.optional(),
});

/** RevokeApprovalResponse, inferred from {@link revokeApprovalResponseSchema}. */
export type RevokeApprovalResponse = z.infer<typeof revokeApprovalResponseSchema>;
