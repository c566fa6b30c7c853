import type { ListAuditRequest } from "@generated/validators/listAuditRequest";
import type { ListAuditResponse } from "@generated/validators/listAuditResponse";
import { InvalidArgumentError } from "../../errors/runtime-error.ts";
import { createIdentifier } from "../../ids/identifier.ts";
import type { Sql } from "./pg-database.ts";
import { type AuditRecord, type NewAuditRecord, pageSize } from "../permission-store.ts";

/** Audit records as toolwire_audit rows (each with a fresh id). */
export function auditRows(records: readonly NewAuditRecord[]) {
  return records.map((record) => ({
    id: createIdentifier("aud"),
    project_id: record.projectID,
    session_id: record.sessionID,
    time: record.time,
    record: JSON.stringify(record),
  }));
}

/** Appends audit records inside a transaction (one statement for the lot). */
export async function insertAuditRows(tx: Sql, records: readonly NewAuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await tx`INSERT INTO toolwire_audit ${tx(auditRows(records), "id", "project_id", "session_id", "time", "record")}`;
}

/**
 * One page of a project's audit log, oldest first. Sequence numbers are taken before commit, so
 * paging by seq alone could pass over a row that commits late. Pages follow (writer transaction
 * id, seq) and stop below the oldest transaction still running: every row under that line is
 * final, and every row that appears later lies above it, after any cursor handed out. The cost: a
 * row shows once every transaction older than its writer's has ended (a long-open transaction
 * elsewhere in the database delays the log, never loses from it). Cursor: `<xid>.<seq>`.
 */
export async function selectAuditPage(sql: Sql, projectID: string, query: ListAuditRequest): Promise<ListAuditResponse> {
  const limit = pageSize(query);
  const [afterXid, afterSeq] = await auditCursor(sql, query.cursor);
  const rows: { seq: string; xid: string; id: string; record: string }[] = await sql`
    SELECT seq, xid::text AS xid, id, record FROM toolwire_audit
    WHERE project_id = ${projectID} AND (xid, seq) > (${afterXid}::xid8, ${afterSeq}::bigint)
      AND xid < pg_snapshot_xmin(pg_current_snapshot())
      AND (${query.sessionID ?? null}::text IS NULL OR session_id = ${query.sessionID ?? null})
      AND (${query.since ?? null}::bigint IS NULL OR time >= ${query.since ?? null})
    ORDER BY xid, seq LIMIT ${limit + 1}`;
  const page = rows.slice(0, limit);
  const records: AuditRecord[] = page.map((row) => Object.freeze({ ...(JSON.parse(row.record) as NewAuditRecord), id: row.id, seq: Number(row.seq) }));
  const last = page.at(-1);
  return rows.length > limit ? { records, nextCursor: `${last!.xid}.${last!.seq}` } : { records };
}

/** The position after which a page starts: `<xid>.<seq>`, or a bare seq from before migration 2 (that row's position). */
async function auditCursor(sql: Sql, cursor: string | undefined): Promise<readonly [string, string]> {
  if (cursor === undefined || cursor === "") return ["0", "0"];
  const match = /^(\d{1,20})\.(\d{1,19})$/.exec(cursor);
  if (match) return [match[1]!, match[2]!];
  if (/^\d{1,19}$/.test(cursor)) {
    const [row]: { xid: string }[] = await sql`SELECT xid::text AS xid FROM toolwire_audit WHERE seq = ${cursor}::bigint`;
    return [row?.xid ?? "0", cursor];
  }
  throw new InvalidArgumentError(`cursor: ${JSON.stringify(cursor.slice(0, 64))} is not an audit cursor this server handed out`);
}
