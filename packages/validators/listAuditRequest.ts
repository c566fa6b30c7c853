// Code generated from schema/permission/listAuditRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";

/**
 * ListAuditRequest
 *
 * Request of `PermissionService.ListAudit` (HTTP `GET /audit`): a page of the audit log, oldest first.
 */
export const listAuditRequestSchema = z.strictObject({
  /** Only records of this session (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")).optional(),
  /** Only records made at or after this time, in milliseconds since the Unix epoch. */
  since: z.number().gte(0).refine(isInteger, "Invalid input: expected integer").optional(),
  /** The `nextCursor` of the previous page, or a record's `seq`; records after it. */
  cursor: z.string().regex(new RegExp("^[0-9]{1,20}(\\.[0-9]{1,15})?$", "u")).optional(),
  /** Records per page, 1 to 1000 (default 100). */
  limit: z.number().gte(1).lte(1000).refine(isInteger, "Invalid input: expected integer").optional(),
});

/** ListAuditRequest, inferred from {@link listAuditRequestSchema}. */
export type ListAuditRequest = z.infer<typeof listAuditRequestSchema>;
