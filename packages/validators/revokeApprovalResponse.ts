// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * RevokeApprovalResponse
 *
 * Response of `PermissionService.RevokeApproval` (HTTP `true`): success is the absence of an error.
 */
export const revokeApprovalResponseSchema = z.strictObject({});

/** RevokeApprovalResponse, inferred from {@link revokeApprovalResponseSchema}. */
export type RevokeApprovalResponse = z.infer<typeof revokeApprovalResponseSchema>;
