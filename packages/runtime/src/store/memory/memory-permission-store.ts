import { createIdentifier } from "../../ids/identifier.ts";
import { type Approval, type AuditRecord, type NewAuditRecord, type PermissionStore, pageSize, sameApproval, seqCursor, type Todo } from "../permission-store.ts";

/** A non-durable store for tests and benchmarks; the same contract as the SQLite one minus durability. */
export function createMemoryPermissionStore(): PermissionStore {
  const rows: Approval[] = [];
  const audit: AuditRecord[] = [];
  const todos = new Map<string, readonly Todo[]>();
  const append = (records: readonly NewAuditRecord[]) => {
    for (const record of records) audit.push(Object.freeze({ ...record, id: createIdentifier("aud"), seq: audit.length + 1 }));
  };
  return Object.freeze({
    location: ":memory:",
    warnings: [],
    async list(projectID: string) {
      return rows.filter((row) => row.projectID === projectID);
    },
    reloadIfChanged() {
      return undefined;
    },
    async add(approvals, auditFor) {
      const stored: Approval[] = [];
      for (const approval of approvals) {
        const existing = rows.find((row) => sameApproval(row, approval));
        // The same rule is kept once; a deny replaces an allow of the same pattern (and the other way round).
        if (existing && existing.action === approval.action) {
          stored.push(existing);
          continue;
        }
        if (existing) rows.splice(rows.indexOf(existing), 1);
        const row: Approval = Object.freeze({ ...approval, id: approval.id ?? createIdentifier("apr"), createdAt: approval.createdAt ?? Date.now() });
        rows.push(row);
        stored.push(row);
      }
      if (auditFor) append(auditFor(stored));
      return stored;
    },
    async revoke(projectID, id, auditFor) {
      const index = rows.findIndex((row) => row.projectID === projectID && row.id === id);
      if (index < 0) return undefined;
      const [removed] = rows.splice(index, 1);
      if (auditFor) append(auditFor(removed!));
      return removed;
    },
    async appendAudit(records) {
      append(records);
    },
    async readTodos(projectID, sessionID) {
      return todos.get(`${projectID}\0${sessionID}`) ?? [];
    },
    async writeTodos(projectID, sessionID, list) {
      todos.set(`${projectID}\0${sessionID}`, Object.freeze([...list]));
    },
    async listAudit(projectID, query) {
      const after = seqCursor(query);
      const limit = pageSize(query);
      const matching = audit.filter(
        (r) => r.projectID === projectID && r.seq > after && (query.sessionID === undefined || r.sessionID === query.sessionID) && (query.since === undefined || r.time >= query.since),
      );
      const records = matching.slice(0, limit);
      return matching.length > limit ? { records, nextCursor: String(records.at(-1)!.seq) } : { records };
    },
    async close() {},
  } satisfies PermissionStore);
}
