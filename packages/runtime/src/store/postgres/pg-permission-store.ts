import { deleteApproval, insertApprovals, selectApprovals, selectApprovalVersion } from "./pg-approval-rows.ts";
import { insertAuditRows, selectAuditPage } from "./pg-audit-rows.ts";
import { databaseError, type PgDatabase } from "./pg-database.ts";
import type { Approval, NewAuditRecord, PermissionStore } from "../permission-store.ts";
import type { Todo } from "../permission-store.ts";

interface Queued {
  readonly records: readonly NewAuditRecord[];
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Approvals and the audit log in PostgreSQL, shared by every server of a deployment. A write
 * resolves once committed (the server's `synchronous_commit` decides how durable that is; the
 * default flushes the WAL). Audit appends of one turn of the event loop share one commit.
 * `refresh` compares the project's approval counter, so an ask on any server sees what another
 * server approved or revoked before it acknowledged; `reloadIfChanged` serves what the last
 * refresh (or a `toolwire_approvals` notification) read.
 */
export async function openPgPermissionStore(db: PgDatabase): Promise<PermissionStore> {
  const where = db.location;
  const versions = new Map<string, number>();
  const fresh = new Map<string, readonly Approval[]>();
  let closed = false;

  const read = async (projectID: string) => {
    const [version, approvals] = await db.run("reading approvals (table toolwire_approval)", async (sql) => [await selectApprovalVersion(sql, projectID), await selectApprovals(sql, projectID)] as const);
    versions.set(projectID, version);
    return approvals;
  };
  const refresh = async (projectID: string): Promise<readonly Approval[] | undefined> => {
    const version = await db.run("reading the approval counter (table toolwire_approval_version)", (sql) => selectApprovalVersion(sql, projectID));
    if (versions.get(projectID) === version) return undefined;
    return read(projectID);
  };
  // The asks of one event-loop turn share one read of the counter, sent after the last of them arrived (so it still
  // sees every change committed before any of them).
  const refreshing = new Map<string, Promise<readonly Approval[] | undefined>>();
  const refreshSoon = (projectID: string) => {
    let next = refreshing.get(projectID);
    if (!next) {
      next = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        refreshing.delete(projectID);
        return refresh(projectID);
      });
      refreshing.set(projectID, next);
    }
    return next;
  };
  const subscription = await db.sql.listen("toolwire_approvals", (projectID) => {
    if (!versions.has(projectID)) return;
    refresh(projectID).then(
      (approvals) => approvals && fresh.set(projectID, approvals),
      () => undefined,
    );
  });

  let queue: Queued[] = [];
  let scheduled: ReturnType<typeof setImmediate> | undefined;
  const flush = async () => {
    scheduled = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    try {
      await db.transaction("appending to the audit log (table toolwire_audit)", (tx) => insertAuditRows(tx, batch.flatMap((item) => item.records)));
      for (const item of batch) item.resolve();
    } catch (error) {
      for (const item of batch) item.reject(databaseError(where, "appending to the audit log (table toolwire_audit)", error));
    }
  };
  const ensureOpen = () => {
    if (closed) throw databaseError(where, "closed", new Error("the store is closed"));
  };

  return Object.freeze({
    location: where,
    warnings: [],
    async list(projectID: string) {
      ensureOpen();
      return read(projectID);
    },
    reloadIfChanged(projectID: string) {
      const approvals = fresh.get(projectID);
      fresh.delete(projectID);
      return approvals;
    },
    async refresh(projectID: string) {
      ensureOpen();
      // A notification may have read the change already: hand that over, then check the counter anyway.
      const noticed = fresh.get(projectID);
      fresh.delete(projectID);
      return (await refreshSoon(projectID)) ?? noticed;
    },
    async add(approvals, auditFor) {
      ensureOpen();
      return db.transaction("storing approvals (table toolwire_approval)", async (tx) => {
        const stored = await insertApprovals(tx, approvals);
        if (auditFor) await insertAuditRows(tx, auditFor(stored));
        return stored;
      });
    },
    async revoke(projectID, id, auditFor) {
      ensureOpen();
      return db.transaction("revoking an approval (table toolwire_approval)", async (tx) => {
        const removed = await deleteApproval(tx, projectID, id);
        if (removed && auditFor) await insertAuditRows(tx, auditFor(removed));
        return removed;
      });
    },
    appendAudit(records) {
      if (closed) return Promise.reject(databaseError(where, "closed", new Error("the store is closed")));
      if (records.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queue.push({ records, resolve, reject });
        scheduled ??= setImmediate(() => void flush());
      });
    },
    async readTodos(projectID, sessionID) {
      ensureOpen();
      const rows = await db.run("reading a todo list (table toolwire_todo)", (sql) => sql`SELECT todos FROM toolwire_todo WHERE project_id = ${projectID} AND session_id = ${sessionID}`);
      const value = (rows as { todos: unknown }[])[0]?.todos;
      return value === undefined ? [] : ((typeof value === "string" ? JSON.parse(value) : value) as Todo[]);
    },
    async writeTodos(projectID, sessionID, todos) {
      ensureOpen();
      await db.run(
        "storing a todo list (table toolwire_todo)",
        (sql) => sql`INSERT INTO toolwire_todo (project_id, session_id, todos, updated_at) VALUES (${projectID}, ${sessionID}, ${JSON.stringify(todos)}::jsonb, now())
                     ON CONFLICT (project_id, session_id) DO UPDATE SET todos = excluded.todos, updated_at = excluded.updated_at`,
      );
    },
    async listAudit(projectID, query) {
      ensureOpen();
      return db.run("reading the audit log (table toolwire_audit)", (sql) => selectAuditPage(sql, projectID, query));
    },
    async close() {
      if (closed) return;
      if (scheduled) clearImmediate(scheduled);
      await flush();
      closed = true;
      await subscription.unlisten().catch(() => undefined);
    },
  } satisfies PermissionStore);
}
