import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { RuntimeError } from "../../errors/runtime-error.ts";
import { createIdentifier } from "../../ids/identifier.ts";
import { type ApprovalRow, toApproval } from "../approval-row.ts";
import { checkpointWarning, readCheckpoint, writeCheckpoint } from "./checkpoint-record.ts";
import { type Approval, type AuditRecord, type NewApproval, type NewAuditRecord, type PermissionStore, pageSize, seqCursor } from "../permission-store.ts";
import type { Todo } from "../permission-store.ts";
import { migrate } from "./sqlite-migrations.ts";
import { createWalSync, type SyncFile, type SyncFileNow } from "./wal-sync.ts";

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

/** How long rows nobody waits for may stay queued for a write to share a commit with. */
const DEFER_MS = 20;

interface Queued {
  readonly records: readonly NewAuditRecord[];
  readonly deferrable: boolean;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/** Options of the SQLite store; tests replace how files are synced. */
export interface SqliteStoreOptions {
  readonly syncFile?: SyncFile;
  /** The same flush on the event loop, used while the store is idle (wal-sync.ts); defaults with `syncFile`. */
  readonly syncFileNow?: SyncFileNow;
}

/**
 * Approvals and the audit log in an embedded SQLite file. WAL keeps readers off the writer's back. Commits run with
 * `synchronous = NORMAL`, so they reach the OS at once (surviving SIGKILL), and every write is acknowledged only
 * after the write-ahead log is fsynced (wal-sync.ts: what `synchronous = FULL` does, but off the event loop, one fsync
 * at a time), so whatever the service acknowledged also survives power loss. Audit appends that arrive in the same
 * turn of the event loop share one commit, and rows queued while a batch is being synced share the next commit and
 * sync (group commit): durability costs one commit and one fsync per batch, not per ask, and under load the event
 * loop never waits for the disk. Idle (one caller waiting, nothing arrived during the last sync) the sync runs on the
 * loop instead, which answers that caller sooner than the thread pool's two hops. Rows nobody waits for (an ask's
 * "asked" record) ride along with the next batch, or are committed within DEFER_MS; every read or other write
 * commits what is queued first, so the log stays in order.
 * A failed sync stops all writing (fail-stop, see wal-sync.ts): what was acknowledged stays true, reads go on, and
 * every later write is refused with UNAVAILABLE until a restart.
 */
export function openSqlitePermissionStore(path: string, options: SqliteStoreOptions = {}): PermissionStore {
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
      // Durability comes from wal.durable() before any write is acknowledged.
      opened.run("PRAGMA synchronous = NORMAL");
      migrate(opened);
    });
  } catch (error) {
    throw storageError(path, "cannot open", error);
  }

  const listQuery = db.query<ApprovalRow, [string]>("SELECT * FROM approval WHERE project_id = ? ORDER BY seq");
  const insert = db.query(
    `INSERT INTO approval (id, project_id, permission, pattern, action, scope, session_key, session_id, request_id, created_at, expires_at, granted_by)
     VALUES ($id, $project_id, $permission, $pattern, $action, $scope, $session_key, $session_id, $request_id, $created_at, $expires_at, $granted_by)
     ON CONFLICT (project_id, scope, session_key, permission, pattern) DO UPDATE SET
       id = excluded.id, action = excluded.action, request_id = excluded.request_id, created_at = excluded.created_at,
       expires_at = excluded.expires_at, granted_by = excluded.granted_by
     WHERE approval.action <> excluded.action`,
  );
  const findOne = db.query<ApprovalRow, [string, string, string, string, string]>(
    "SELECT * FROM approval WHERE project_id = ? AND scope = ? AND session_key = ? AND permission = ? AND pattern = ?",
  );
  const findByID = db.query<ApprovalRow, [string, string]>("SELECT * FROM approval WHERE project_id = ? AND id = ?");
  const remove = db.query("DELETE FROM approval WHERE project_id = ? AND id = ?");
  const counts = db.query<{ approvals: number; lastSeq: number | null }, []>(
    "SELECT (SELECT count(*) FROM approval) AS approvals, (SELECT seq FROM sqlite_sequence WHERE name = 'approval') AS lastSeq",
  );
  // Positional parameters: binding an object costs more than the insert on the hot path.
  const insertAudit = db.query<never, [string, string, string, number, string]>("INSERT INTO audit (id, project_id, session_id, time, record) VALUES (?, ?, ?, ?, ?)");
  const dataVersion = db.query<{ data_version: number }, []>("PRAGMA data_version");
  const readTodo = db.query<{ todos: string }, [string, string]>("SELECT todos FROM todo WHERE project_id = ? AND session_id = ?");
  const writeTodo = db.query<never, [string, string, string, number]>(
    "INSERT INTO todo (project_id, session_id, todos, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (project_id, session_id) DO UPDATE SET todos = excluded.todos, updated_at = excluded.updated_at",
  );

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
      insertAudit.run(createIdentifier("aud"), record.projectID, record.sessionID, record.time, JSON.stringify(record));
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
        action: approval.action,
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
  const wal = path === ":memory:" ? undefined : createWalSync(path, { syncFile: options.syncFile, syncNow: options.syncFileNow });
  const durable = (now?: boolean) => wal?.durable(now) ?? Promise.resolve();
  /** After a failed sync nothing more is committed (wal-sync.ts: fail-stop); the error says why and what to do. */
  const refusal = () =>
    wal?.failed ? storageError(path, "writes are refused since a sync of the audit log to disk failed; restart the server (SQLite then recovers what reached the disk)", wal.failure) : undefined;
  let queue: Queued[] = [];
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  let deferred: ReturnType<typeof setTimeout> | undefined;
  // A batch is being synced: rows queued meanwhile wait for it to finish, then share one commit (group commit).
  let syncing = false;
  // Rows arrived while the last sync ran: the server is busy, so syncs stay on the thread pool.
  let busy = false;
  /** Answers a committed batch once `synced` says whether it reached the disk. */
  const settleBatch = (batch: readonly Queued[], synced: Promise<void>) =>
    synced.then(
      () => {
        for (const item of batch) item.resolve();
      },
      (error) => {
        const failure = storageError(path, "cannot sync the audit log to disk", error);
        for (const item of batch) item.reject(failure);
      },
    );
  /** Commits the queued audit rows in one transaction; returns those committed (failures are answered here). */
  const commitQueued = (): readonly Queued[] => {
    if (scheduled) clearImmediate(scheduled);
    if (deferred) clearTimeout(deferred);
    scheduled = deferred = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return batch;
    const refused = refusal();
    if (refused) {
      for (const item of batch) item.reject(refused);
      return [];
    }
    try {
      appendBatch(batch.flatMap((item) => item.records));
      return batch;
    } catch (error) {
      const failure = storageError(path, "cannot append to the audit log", error);
      for (const item of batch) item.reject(failure);
      return [];
    }
  };
  /** Commits what is queued now and answers it when its sync ends, without waiting here. */
  const commitInBackground = () => {
    const batch = commitQueued();
    if (batch.length > 0) void settleBatch(batch, durable());
  };
  /** Flushes on the next turn when someone waits for a queued row, else within DEFER_MS. */
  const schedule = () => {
    if (scheduled || queue.length === 0) return;
    if (queue.some((item) => !item.deferrable)) {
      if (deferred) clearTimeout(deferred);
      deferred = undefined;
      scheduled = setImmediate(flush);
    } else if (!deferred) {
      deferred = setTimeout(flush, DEFER_MS);
      deferred.unref?.();
    }
  };
  /**
   * Commits what is queued and syncs it; while a sync runs, its end flushes instead. Idle (one caller waits and nothing
   * arrived during the last sync) the sync runs on the event loop, which answers that caller without the thread pool's
   * two hops; busy, it runs on the pool so the loop keeps serving while the disk works (and the next batch grows).
   */
  const flush = () => {
    if (syncing) return;
    const batch = commitQueued();
    if (batch.length === 0) return;
    let waiting = 0;
    for (const item of batch) if (!item.deferrable) waiting++;
    syncing = true;
    const synced = durable(!busy && waiting <= 1);
    // Noted when the sync ends, before its callers hear it: what they append next did not arrive during it.
    const ended = () => {
      syncing = false;
      busy = queue.length > 0;
    };
    synced.then(ended, ended);
    void settleBatch(batch, synced).finally(schedule);
  };
  /** Commits what is queued, then the caller's transaction, and resolves once both are on disk. */
  const write = async <T>(what: string, transaction: () => T): Promise<T> => {
    const refused = refusal();
    if (refused) throw refused;
    const batch = commitQueued();
    let result: T;
    try {
      result = transaction();
    } catch (error) {
      if (batch.length > 0) void settleBatch(batch, durable());
      throw storageError(path, what, error);
    }
    const synced = durable();
    if (batch.length > 0) void settleBatch(batch, synced);
    try {
      await synced;
    } catch (error) {
      throw storageError(path, `${what} (syncing to disk)`, error);
    }
    return result;
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
      const stored = await write("cannot store the approval", () => addAll(approvals, auditFor));
      // Only once the rows are on disk, so the record never claims more than a power loss would leave.
      checkpoint();
      return stored;
    },
    async revoke(projectID, id, auditFor) {
      ensureOpen();
      const removed = await write("cannot revoke the approval", () => revokeOne(projectID, id, auditFor));
      if (removed) checkpoint();
      return removed;
    },
    appendAudit(records, append = {}) {
      if (closed) return Promise.reject(new RuntimeError("UNAVAILABLE", `permission store ${path} is closed`));
      if (records.length === 0) return Promise.resolve();
      const refused = refusal();
      if (refused) return Promise.reject(refused);
      return new Promise<void>((resolve, reject) => {
        queue.push({ records, deferrable: append.deferrable === true, resolve, reject });
        if (!syncing) schedule();
      });
    },
    async readTodos(projectID, sessionID) {
      ensureOpen();
      const row = readTodo.get(projectID, sessionID);
      return row ? (JSON.parse(row.todos) as Todo[]) : [];
    },
    async writeTodos(projectID, sessionID, todos) {
      ensureOpen();
      await write("cannot store the todo list", () => writeTodo.run(projectID, sessionID, JSON.stringify(todos), Date.now()));
    },
    async listAudit(projectID, query) {
      ensureOpen();
      // Reads see every row queued so far (their sync continues on its own).
      commitInBackground();
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
      commitInBackground();
      closed = true;
      await wal?.close();
      db.close();
    },
  } satisfies PermissionStore);
}
