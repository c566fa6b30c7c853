import { Database } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  test("close is idempotent", async () => {
    const store = openSqlitePermissionStore(dbPath());
    await store.close();
    await store.close();
  });
});
