import type { ListAuditRequest } from "@generated/validators/listAuditRequest";
import type { ListAuditResponse } from "@generated/validators/listAuditResponse";
import { createIdentifier } from "../ids/identifier.ts";
import type { Sql } from "./pg-database.ts";
import { type AuditRecord, type NewAuditRecord, pageSize } from "./permission-store.ts";

/** Appends audit records inside a transaction (one statement for the lot). */
export async function insertAuditRows(tx: Sql, records: readonly NewAuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((record) => ({
    id: createIdentifier("aud"),
    project_id: record.projectID,
    session_id: record.sessionID,
    time: record.time,
    record: JSON.stringify(record),
  }));
  await tx`INSERT INTO toolwire_audit ${tx(rows, "id", "project_id", "session_id", "time", "record")}`;
}

/** One page of a project's audit log, oldest first; the cursor is the last row's sequence number. */
export async function selectAuditPage(sql: Sql, projectID: string, query: ListAuditRequest): Promise<ListAuditResponse> {
  const limit = pageSize(query);
  const after = query.cursor !== undefined ? Number(query.cursor) : 0;
  const rows: { seq: string; id: string; record: string }[] = await sql`
    SELECT seq, id, record FROM toolwire_audit
    WHERE project_id = ${projectID} AND seq > ${after}
      AND (${query.sessionID ?? null}::text IS NULL OR session_id = ${query.sessionID ?? null})
      AND (${query.since ?? null}::bigint IS NULL OR time >= ${query.since ?? null})
    ORDER BY seq LIMIT ${limit + 1}`;
  const records: AuditRecord[] = rows
    .slice(0, limit)
    .map((row) => Object.freeze({ ...(JSON.parse(row.record) as NewAuditRecord), id: row.id, seq: Number(row.seq) }));
  return rows.length > limit ? { records, nextCursor: String(records.at(-1)!.seq) } : { records };
}
