// Code generated from schema/permission/revokeApprovalRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * RevokeApprovalRequest
 *
 * Request of `PermissionService.RevokeApproval` (HTTP `DELETE /approval/{approvalID}`): forget one approval, on every server sharing the store.
 */
export const revokeApprovalRequestSchema = z.strictObject({
  /** The approval to revoke (prefix `apr`). */
  approvalID: z.string().regex(new RegExp("^apr", "u")),
});

/** RevokeApprovalRequest, inferred from {@link revokeApprovalRequestSchema}. */
export type RevokeApprovalRequest = z.infer<typeof revokeApprovalRequestSchema>;
