import { createIdentifier } from "../../ids/identifier.ts";
import type { Sql } from "./pg-database.ts";
import { type ApprovalRow, toApproval } from "../approval-row.ts";
import type { Approval, NewApproval } from "../permission-store.ts";

/** The project's approvals, oldest first (evaluation order). */
export async function selectApprovals(sql: Sql, projectID: string): Promise<Approval[]> {
  const rows: ApprovalRow[] = await sql`SELECT * FROM toolwire_approval WHERE project_id = ${projectID} ORDER BY seq`;
  return rows.map(toApproval);
}

/** The project's approval change counter (0 before the first change). */
export async function selectApprovalVersion(sql: Sql, projectID: string): Promise<number> {
  const [row] = await sql`SELECT version FROM toolwire_approval_version WHERE project_id = ${projectID}`;
  return row ? Number(row.version) : 0;
}

/**
 * Marks the project's approvals changed, inside the writing transaction, and tells every replica
 * (the notification goes out on commit, the payload only names the project).
 */
export async function bumpApprovalVersion(tx: Sql, projectID: string): Promise<void> {
  await tx`INSERT INTO toolwire_approval_version (project_id, version) VALUES (${projectID}, 1)
           ON CONFLICT (project_id) DO UPDATE SET version = toolwire_approval_version.version + 1`;
  await tx`SELECT pg_notify('toolwire_approvals', ${projectID})`;
}

/** Inserts approvals inside a transaction; an identical one (same rule, scope, session) is kept once and returned as stored. */
export async function insertApprovals(tx: Sql, approvals: readonly NewApproval[]): Promise<Approval[]> {
  const stored: Approval[] = [];
  for (const approval of approvals) {
    const sessionKey = approval.scope === "project" ? "" : approval.sessionID;
    // The same rule is kept once; a deny replaces an allow of the same pattern (and the other way round).
    await tx`INSERT INTO toolwire_approval (id, project_id, permission, pattern, action, scope, session_key, session_id, request_id, created_at, expires_at, granted_by)
             VALUES (${approval.id ?? createIdentifier("apr")}, ${approval.projectID}, ${approval.permission}, ${approval.pattern}, ${approval.action}, ${approval.scope}, ${sessionKey},
                     ${approval.sessionID}, ${approval.requestID}, ${approval.createdAt ?? Date.now()}, ${approval.expiresAt ?? null}, ${approval.grantedBy ?? null})
             ON CONFLICT (project_id, scope, session_key, permission, pattern) DO UPDATE SET
               id = excluded.id, action = excluded.action, request_id = excluded.request_id, created_at = excluded.created_at,
               expires_at = excluded.expires_at, granted_by = excluded.granted_by
             WHERE toolwire_approval.action <> excluded.action`;
    const [row] = await tx`SELECT * FROM toolwire_approval WHERE project_id = ${approval.projectID} AND scope = ${approval.scope}
                            AND session_key = ${sessionKey} AND permission = ${approval.permission} AND pattern = ${approval.pattern}`;
    if (row) stored.push(toApproval(row as ApprovalRow));
  }
  if (approvals.length > 0) await bumpApprovalVersion(tx, approvals[0]!.projectID);
  return stored;
}

/** Deletes one approval inside a transaction; undefined when the id is unknown in that project. */
export async function deleteApproval(tx: Sql, projectID: string, id: string): Promise<Approval | undefined> {
  const [row] = await tx`DELETE FROM toolwire_approval WHERE project_id = ${projectID} AND id = ${id} RETURNING *`;
  if (!row) return undefined;
  await bumpApprovalVersion(tx, projectID);
  return toApproval(row as ApprovalRow);
}
