// Code generated from schema/permission/listApprovalsRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ListApprovalsRequest
 *
 * Request of `PermissionService.ListApprovals` (HTTP `GET /approval`): the remembered approvals.
 */
export const listApprovalsRequestSchema = z.strictObject({
  /** Only approvals that apply in this session (its own and project-wide ones). */
  sessionID: z.string().regex(new RegExp("^ses", "u")).optional(),
});

/** ListApprovalsRequest, inferred from {@link listApprovalsRequestSchema}. */
export type ListApprovalsRequest = z.infer<typeof listApprovalsRequestSchema>;
