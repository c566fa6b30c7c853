// Code generated from schema/permission/listAuditResponse.schema.json. DO NOT EDIT.
import type { AuditRecord } from "./auditRecord.js";

/**
 * Response of `PermissionService.ListAudit`: one page of audit records, oldest first.
 */
export interface ListAuditResponse {
  /**
   * The records of this page.
   */
  records: AuditRecord[];
  /**
   * Pass as `cursor` for the next page; absent on the last page. Opaque: a record's `seq` (SQLite) or `<transaction>.<seq>` (PostgreSQL).
   */
  nextCursor?: string;
}
