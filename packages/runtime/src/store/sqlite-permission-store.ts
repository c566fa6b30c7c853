import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { RuntimeError } from "../errors/runtime-error.ts";
import { createIdentifier } from "../ids/identifier.ts";
import { type ApprovalRow, toApproval } from "./approval-row.ts";
import { checkpointWarning, readCheckpoint, writeCheckpoint } from "./checkpoint-record.ts";
import { type Approval, type AuditRecord, type NewApproval, type NewAuditRecord, type PermissionStore, pageSize, seqCursor } from "./permission-store.ts";
import { migrate } from "./sqlite-migrations.ts";

interface AuditRow {
  seq: number;
  id: string;
  record: string;
}

const toAudit = (row: AuditRow): AuditRecord => Object.freeze({ ...(JSON.parse(row.record) as NewAuditRecord), id: row.id, seq: row.seq });

/**
 * Runs `step` again while SQLite says the database is locked. The busy timeout covers ordinary
 * lock waits, but switching a fresh file to WAL while another process does the same (or runs WAL
 * recovery) answers SQLITE_BUSY at once, without consulting the busy handler.
 */
function retryWhileLocked(step: () => void, deadlineMs = 10_000): void {
  const deadline = Date.now() + deadlineMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return step();
    } catch (error) {
      const locked = /database is locked|SQLITE_BUSY/i.test(String((error as Error)?.message ?? error));
      if (!locked || Date.now() > deadline) throw error;
      Bun.sleepSync(Math.min(5 * 2 ** attempt, 100) + Math.random() * 10);
    }
  }
}

/** Storage failures name the database, so an operator knows which file to look at. */
function storageError(path: string, what: string, error: unknown): RuntimeError {
  const message = error instanceof Error ? error.message : String(error);
  return new RuntimeError("UNAVAILABLE", `permission store ${path}: ${what}: ${message}`, { cause: error });
}

interface Queued {
  readonly records: readonly NewAuditRecord[];
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Approvals and the audit log in an embedded SQLite file. WAL keeps readers off the writer's
 * back; `synchronous = FULL` makes every commit fsync before it returns, so whatever the service
 * acknowledged survives SIGKILL or power loss. Audit appends that arrive in the same turn of the
 * event loop share one commit (group commit), so durability costs one fsync per batch, not per ask.
 */
export function openSqlitePermissionStore(path: string): PermissionStore {
  let db: Database;
  const warnings: string[] = [];
  try {
    if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
    db = new Database(path, { create: true, strict: true });
    // The busy timeout first: switching to WAL and migrating need locks that another server
    // starting on the same fresh data dir may hold for a moment.
    db.run("PRAGMA busy_timeout = 10000");
    const opened = db;
    retryWhileLocked(() => {
      opened.run("PRAGMA journal_mode = WAL");
      opened.run("PRAGMA synchronous = FULL");
      migrate(opened);
    });
  } catch (error) {
    throw storageError(path, "cannot open", error);
  }

  const listQuery = db.query<ApprovalRow, [string]>("SELECT * FROM approval WHERE project_id = ? ORDER BY seq");
  const insert = db.query(
    `INSERT INTO approval (id, project_id, permission, pattern, scope, session_key, session_id, request_id, created_at, expires_at, granted_by)
     VALUES ($id, $project_id, $permission, $pattern, $scope, $session_key, $session_id, $request_id, $created_at, $expires_at, $granted_by)
     ON CONFLICT (project_id, scope, session_key, permission, pattern) DO NOTHING`,
  );
  const findOne = db.query<ApprovalRow, [string, string, string, string, string]>(
    "SELECT * FROM approval WHERE project_id = ? AND scope = ? AND session_key = ? AND permission = ? AND pattern = ?",
  );
  const findByID = db.query<ApprovalRow, [string, string]>("SELECT * FROM approval WHERE project_id = ? AND id = ?");
  const remove = db.query("DELETE FROM approval WHERE project_id = ? AND id = ?");
  const counts = db.query<{ approvals: number; lastSeq: number | null }, []>(
    "SELECT (SELECT count(*) FROM approval) AS approvals, (SELECT seq FROM sqlite_sequence WHERE name = 'approval') AS lastSeq",
  );
  const insertAudit = db.query("INSERT INTO audit (id, project_id, session_id, time, record) VALUES ($id, $project_id, $session_id, $time, $record)");
  const dataVersion = db.query<{ data_version: number }, []>("PRAGMA data_version");

  const checkpointPath = path === ":memory:" ? undefined : `${path}.checkpoint`;
  const current = () => {
    const row = counts.get()!;
    return { approvals: row.approvals, lastSeq: row.lastSeq ?? 0 };
  };
  const checkpoint = () => {
    if (checkpointPath) writeCheckpoint(checkpointPath, { ...current(), time: Date.now() });
  };
  if (checkpointPath) {
    const warning = checkpointWarning(path, current(), readCheckpoint(checkpointPath));
    if (warning) warnings.push(warning);
    checkpoint();
  }

  const appendRows = (records: readonly NewAuditRecord[]) => {
    for (const record of records) {
      insertAudit.run({ id: createIdentifier("aud"), project_id: record.projectID, session_id: record.sessionID, time: record.time, record: JSON.stringify(record) });
    }
  };

  const addAll = db.transaction((approvals: readonly NewApproval[], auditFor?: (stored: readonly Approval[]) => readonly NewAuditRecord[]) => {
    const stored: Approval[] = [];
    for (const approval of approvals) {
      const sessionKey = approval.scope === "project" ? "" : approval.sessionID;
      insert.run({
        id: approval.id ?? createIdentifier("apr"),
        project_id: approval.projectID,
        permission: approval.permission,
        pattern: approval.pattern,
        scope: approval.scope,
        session_key: sessionKey,
        session_id: approval.sessionID,
        request_id: approval.requestID,
        created_at: approval.createdAt ?? Date.now(),
        expires_at: approval.expiresAt ?? null,
        granted_by: approval.grantedBy ?? null,
      });
      const row = findOne.get(approval.projectID, approval.scope, sessionKey, approval.permission, approval.pattern);
      if (row) stored.push(toApproval(row));
    }
    if (auditFor) appendRows(auditFor(stored));
    return stored;
  });

  const revokeOne = db.transaction((projectID: string, id: string, auditFor?: (removed: Approval) => readonly NewAuditRecord[]) => {
    const row = findByID.get(projectID, id);
    if (!row) return undefined;
    remove.run(projectID, id);
    const removed = toApproval(row);
    if (auditFor) appendRows(auditFor(removed));
    return removed;
  });

  const appendBatch = db.transaction((records: readonly NewAuditRecord[]) => appendRows(records));
  let queue: Queued[] = [];
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  // Queued audit rows go first whenever anything else is written or read, so the log stays in decision order.
  const flush = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      appendBatch(batch.flatMap((item) => item.records));
      for (const item of batch) item.resolve();
    } catch (error) {
      const failure = storageError(path, "cannot append to the audit log", error);
      for (const item of batch) item.reject(failure);
    }
  };

  let seenVersion = dataVersion.get()!.data_version;
  let closed = false;
  const ensureOpen = () => {
    if (closed) throw new RuntimeError("UNAVAILABLE", `permission store ${path} is closed`);
  };

  return Object.freeze({
    location: path,
    warnings: Object.freeze(warnings),
    async list(projectID: string) {
      ensureOpen();
      seenVersion = dataVersion.get()!.data_version;
      return listQuery.all(projectID).map(toApproval);
    },
    reloadIfChanged(projectID: string) {
      if (closed) return undefined;
      const version = dataVersion.get()!.data_version;
      if (version === seenVersion) return undefined;
      seenVersion = version;
      return listQuery.all(projectID).map(toApproval);
    },
    async add(approvals, auditFor) {
      ensureOpen();
      flush();
      let stored: readonly Approval[];
      try {
        stored = addAll(approvals, auditFor);
      } catch (error) {
        throw storageError(path, "cannot store the approval", error);
      }
      checkpoint();
      return stored;
    },
    async revoke(projectID, id, auditFor) {
      ensureOpen();
      flush();
      let removed: Approval | undefined;
      try {
        removed = revokeOne(projectID, id, auditFor);
      } catch (error) {
        throw storageError(path, "cannot revoke the approval", error);
      }
      if (removed) checkpoint();
      return removed;
    },
    appendAudit(records) {
      if (closed) return Promise.reject(new RuntimeError("UNAVAILABLE", `permission store ${path} is closed`));
      if (records.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queue.push({ records, resolve, reject });
        scheduled ??= setImmediate(flush);
      });
    },
    async listAudit(projectID, query) {
      ensureOpen();
      flush();
      const where = ["project_id = $project", "seq > $after"];
      if (query.sessionID !== undefined) where.push("session_id = $session");
      if (query.since !== undefined) where.push("time >= $since");
      const limit = pageSize(query);
      const rows = db
        .query<AuditRow, Record<string, string | number>>(`SELECT seq, id, record FROM audit WHERE ${where.join(" AND ")} ORDER BY seq LIMIT $limit`)
        .all({
          project: projectID,
          after: seqCursor(query),
          limit: limit + 1,
          ...(query.sessionID !== undefined ? { session: query.sessionID } : {}),
          ...(query.since !== undefined ? { since: query.since } : {}),
        });
      const records = rows.slice(0, limit).map(toAudit);
      return rows.length > limit ? { records, nextCursor: String(records.at(-1)!.seq) } : { records };
    },
    async close() {
      if (closed) return;
      flush();
      closed = true;
      db.close();
    },
  } satisfies PermissionStore);
}
