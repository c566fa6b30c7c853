// Code generated from schema/permission/listAuditResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { auditRecordSchema } from "./auditRecord.js";

/**
 * ListAuditResponse
 *
 * Response of `PermissionService.ListAudit`: one page of audit records, oldest first.
 */
export const listAuditResponseSchema = z.strictObject({
  /** The records of this page. */
  records: z.array(auditRecordSchema),
  /** Pass as `cursor` for the next page; absent on the last page. Opaque: a record's `seq` (SQLite) or `<transaction>.<seq>` (PostgreSQL). */
  nextCursor: z.string().regex(new RegExp("^[0-9]{1,20}(\\.[0-9]{1,15})?$", "u")).optional(),
});

/** ListAuditResponse, inferred from {@link listAuditResponseSchema}. */
export type ListAuditResponse = z.infer<typeof listAuditResponseSchema>;
