import type { Approval } from "./permission-store.ts";

/** One row of the approval table, in SQLite or PostgreSQL (whose client returns int8 as a string). */
export interface ApprovalRow {
  id: string;
  project_id: string;
  permission: string;
  pattern: string;
  /** Added in schema version 3 (SQLite) / 5 (PostgreSQL); rows from before are allows. */
  action?: string | null;
  scope: "session" | "project";
  session_id: string;
  request_id: string;
  created_at: string | number;
  expires_at: string | number | null;
  granted_by: string | null;
}

/** A stored row as the generated Approval shape. */
export function toApproval(row: ApprovalRow): Approval {
  return Object.freeze({
    id: row.id,
    projectID: row.project_id,
    permission: row.permission,
    pattern: row.pattern,
    action: row.action === "deny" ? ("deny" as const) : ("allow" as const),
    scope: row.scope,
    sessionID: row.session_id,
    requestID: row.request_id,
    createdAt: Number(row.created_at),
    ...(row.expires_at !== null ? { expiresAt: Number(row.expires_at) } : {}),
    ...(row.granted_by !== null ? { grantedBy: row.granted_by } : {}),
  });
}
