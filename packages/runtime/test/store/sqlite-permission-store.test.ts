import { Database } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NewAuditRecord } from "../../src/store/permission-store.ts";
import { migrate, SCHEMA_VERSION } from "../../src/store/sqlite/sqlite-migrations.ts";
import { openSqlitePermissionStore } from "../../src/store/sqlite/sqlite-permission-store.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dbPath() {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-store-"));
  dirs.push(dir);
  return join(dir, "nested", "approvals.db");
}
const approval = (pattern: string, projectID = "p") =>
  ({ projectID, permission: "bash", pattern, action: "allow", scope: "project", sessionID: "ses_1", requestID: "per_1" }) as const;

describe("SQLite permission store", () => {
  test("uses WAL (durability: sqlite-durability.test.ts)", async () => {
    const path = dbPath();
    const store = openSqlitePermissionStore(path);
    await store.add([approval("a")]);
    const db = new Database(path, { readonly: true });
    expect((db.query("PRAGMA journal_mode").get() as { journal_mode: string }).journal_mode).toBe("wal");
    db.close();
    await store.close();
  });

  test("keeps insertion order, dedupes (project, permission, pattern), scopes by project", async () => {
    const store = openSqlitePermissionStore(dbPath());
    const [a] = await store.add([approval("git *")]);
    await store.add([approval("npm *"), approval("git *"), approval("git *", "other")]);
    const listed = await store.list("p");
    expect(listed.map((x) => x.pattern)).toEqual(["git *", "npm *"]);
    expect(listed[0]!.id).toBe(a!.id);
    expect(listed[0]!.id).toMatch(/^apr_/);
    expect((await store.list("other")).map((x) => x.pattern)).toEqual(["git *"]);
    await store.close();
  });

  test("revoke removes one approval of the named project only", async () => {
    const store = openSqlitePermissionStore(dbPath());
    const [a] = await store.add([approval("x")]);
    expect(await store.revoke("other", a!.id)).toBeUndefined();
    expect((await store.revoke("p", a!.id))?.id).toBe(a!.id);
    expect(await store.revoke("p", a!.id)).toBeUndefined();
    expect(await store.list("p")).toEqual([]);
    await store.close();
  });

  test("survives reopening", async () => {
    const path = dbPath();
    let store = openSqlitePermissionStore(path);
    await store.add([approval("x"), approval("y")]);
    await store.close();
    store = openSqlitePermissionStore(path);
    expect((await store.list("p")).map((x) => x.pattern)).toEqual(["x", "y"]);
    await store.close();
  });

  test("upgrading a version-4 database keeps every audit row, its id, seq and order, and later rows continue the sequence", async () => {
    const path = dbPath();
    let store = openSqlitePermissionStore(path);
    await store.close();
    // Rebuild the file as version 4 wrote it, with audit rows in it.
    rmSync(path);
    for (const suffix of ["-wal", "-shm", ".checkpoint"]) rmSync(`${path}${suffix}`, { force: true });
    const old = new Database(path, { create: true, strict: true });
    old.run("PRAGMA journal_mode = WAL");
    migrate(old, 4);
    expect(SCHEMA_VERSION).toBeGreaterThan(4);
    expect((old.query("SELECT sql FROM sqlite_master WHERE name = 'audit'").get() as { sql: string }).sql).toContain("AUTOINCREMENT");
    const insert = old.query("INSERT INTO audit (id, project_id, session_id, time, record) VALUES (?, ?, ?, ?, ?)");
    const record = (sessionID: string, time: number) =>
      ({ time, projectID: "p", sessionID, permission: "bash", patterns: ["make"], decision: "allow", cause: "rule", actor: { credentialID: "test", roles: [] } }) as NewAuditRecord;
    for (const [i, session] of ["ses_a", "ses_b", "ses_a"].entries()) insert.run(`aud_old${i}`, "p", session, 10 + i, JSON.stringify(record(session, 10 + i)));
    old.close();

    store = openSqlitePermissionStore(path);
    const before = (await store.listAudit("p", {})).records;
    expect(before.map((r) => [r.id, r.seq, r.sessionID, r.time])).toEqual([
      ["aud_old0", 1, "ses_a", 10],
      ["aud_old1", 2, "ses_b", 11],
      ["aud_old2", 3, "ses_a", 12],
    ]);
    await store.appendAudit([record("ses_b", 20)]);
    const after = (await store.listAudit("p", {})).records;
    expect(after.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect((await store.listAudit("p", { sessionID: "ses_a" })).records.map((r) => r.id)).toEqual(["aud_old0", "aud_old2"]);
    expect((await store.listAudit("p", { since: 12 })).records.map((r) => r.seq)).toEqual([3, 4]);
    await store.close();

    const db = new Database(path, { readonly: true });
    expect((db.query("PRAGMA user_version").get() as { user_version: number }).user_version).toBe(SCHEMA_VERSION);
    const sql = (db.query("SELECT sql FROM sqlite_master WHERE name = 'audit'").get() as { sql: string }).sql;
    expect(sql).not.toContain("AUTOINCREMENT");
    expect(sql).not.toContain("UNIQUE");
    const indexes = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit' ORDER BY name").all().map((r) => r.name);
    expect(indexes).toEqual(["audit_session", "audit_time"]);
    db.close();
  });

  test("close is idempotent", async () => {
    const store = openSqlitePermissionStore(dbPath());
    await store.close();
    await store.close();
  });
});
