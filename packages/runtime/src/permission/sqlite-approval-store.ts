import { Database } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createIdentifier } from "../ids/identifier.ts";
import type { Approval, ApprovalStore, NewApproval } from "./approval-store.ts";

interface Row {
  id: string;
  project_id: string;
  permission: string;
  pattern: string;
  session_id: string;
  request_id: string;
  created_at: number;
}

const SCHEMA_VERSION = 1;

function toApproval(row: Row): Approval {
  return Object.freeze({
    id: row.id,
    projectID: row.project_id,
    permission: row.permission,
    pattern: row.pattern,
    action: "allow",
    sessionID: row.session_id,
    requestID: row.request_id,
    createdAt: row.created_at,
  });
}

/**
 * Approvals in an embedded SQLite file. WAL keeps readers off the writer's back;
 * `synchronous = FULL` makes every commit fsync the WAL before it returns, so an approval the
 * service has acknowledged survives SIGKILL or power loss (NORMAL would only survive a crash
 * of the process, not of the machine).
 */
export function openSqliteApprovalStore(path: string): ApprovalStore {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { create: true, strict: true });
  db.run("PRAGMA journal_mode = WAL");
  db.run("PRAGMA synchronous = FULL");
  db.run("PRAGMA busy_timeout = 5000");
  const version = (db.query("PRAGMA user_version").get() as { user_version: number }).user_version;
  if (version < SCHEMA_VERSION) {
    db.transaction(() => {
      db.run(`CREATE TABLE IF NOT EXISTS approval (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        project_id TEXT NOT NULL,
        permission TEXT NOT NULL,
        pattern TEXT NOT NULL,
        session_id TEXT NOT NULL,
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (project_id, permission, pattern)
      )`);
      db.run(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    })();
  }

  const listQuery = db.query<Row, [string]>("SELECT * FROM approval WHERE project_id = ? ORDER BY seq");
  const insert = db.query(
    `INSERT INTO approval (id, project_id, permission, pattern, session_id, request_id, created_at)
     VALUES ($id, $project_id, $permission, $pattern, $session_id, $request_id, $created_at)
     ON CONFLICT (project_id, permission, pattern) DO NOTHING`,
  );
  const findOne = db.query<Row, [string, string, string]>(
    "SELECT * FROM approval WHERE project_id = ? AND permission = ? AND pattern = ?",
  );
  const remove = db.query("DELETE FROM approval WHERE project_id = ? AND id = ?");

  const addAll = db.transaction((approvals: readonly NewApproval[]): Approval[] => {
    const stored: Approval[] = [];
    for (const approval of approvals) {
      insert.run({
        id: approval.id ?? createIdentifier("apr"),
        project_id: approval.projectID,
        permission: approval.permission,
        pattern: approval.pattern,
        session_id: approval.sessionID,
        request_id: approval.requestID,
        created_at: approval.createdAt ?? Date.now(),
      });
      const row = findOne.get(approval.projectID, approval.permission, approval.pattern);
      if (row) stored.push(toApproval(row));
    }
    return stored;
  });

  let closed = false;
  return Object.freeze({
    async list(projectID: string) {
      return listQuery.all(projectID).map(toApproval);
    },
    async add(approvals: readonly NewApproval[]) {
      return addAll(approvals);
    },
    async revoke(projectID: string, id: string) {
      return remove.run(projectID, id).changes > 0;
    },
    async close() {
      if (closed) return;
      closed = true;
      db.close();
    },
  });
}
