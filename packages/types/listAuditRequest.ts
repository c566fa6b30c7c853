// Code generated from schema/permission/listAuditRequest.schema.json. DO NOT EDIT.

/**
 * Request of `PermissionService.ListAudit` (HTTP `GET /audit`): a page of the audit log, oldest first.
 */
export interface ListAuditRequest {
  /**
   * Only records of this session (prefix `ses`).
   */
  sessionID?: string;
  /**
   * Only records made at or after this time, in milliseconds since the Unix epoch.
   */
  since?: number;
  /**
   * The `nextCursor` of the previous page, or a record's `seq`; records after it.
   */
  cursor?: string;
  /**
   * Records per page, 1 to 1000 (default 100).
   */
  limit?: number;
}
