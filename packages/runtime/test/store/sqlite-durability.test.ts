import { Database } from "bun:sqlite";
import { afterEach, describe, expect, test } from "bun:test";
import { fstatSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { NewAuditRecord } from "../../src/store/permission-store.ts";
import { openSqlitePermissionStore } from "../../src/store/sqlite/sqlite-permission-store.ts";
import { SLOW_SYNC_MS } from "../../src/store/sqlite/wal-sync.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function dbPath() {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-durability-"));
  dirs.push(dir);
  return join(dir, "approvals.db");
}

/** A syncFile the test releases by hand: every call is recorded with the file it syncs. */
function heldSyncs(path: string) {
  const calls: { kind: "wal" | "dir" | "other"; release: () => void; fail: (error: Error) => void }[] = [];
  const wal = () => statSync(`${path}-wal`).ino;
  const syncFile = (fd: number) =>
    new Promise<void>((resolve, reject) => {
      const stat = fstatSync(fd);
      const kind = stat.isDirectory() ? "dir" : stat.ino === wal() ? "wal" : "other";
      // The directory is synced once, when the log is first opened; let it through.
      if (kind === "dir") return resolve();
      calls.push({ kind, release: resolve, fail: reject });
    });
  return { syncFile, calls };
}

const record = (sessionID: string, decision: NewAuditRecord["decision"] = "allow"): NewAuditRecord =>
  ({ time: 1, projectID: "p", sessionID, permission: "bash", patterns: ["make"], decision, cause: "rule", actor: { credentialID: "test", roles: [] } }) as NewAuditRecord;

const rowsOnDisk = (path: string) => {
  const db = new Database(path, { readonly: true });
  const rows = db.query<{ session_id: string }, []>("SELECT session_id FROM audit ORDER BY seq").all().map((r) => r.session_id);
  db.close();
  return rows;
};

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  return done;
};

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(5);
  }
}

describe("SQLite store durability", () => {
  test("an append is committed at once (other connections see it) but resolves only after the write-ahead log is synced", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const append = store.appendAudit([record("ses_a")]);
    await until(() => calls.length === 1, "the sync");
    expect(calls[0]!.kind).toBe("wal");
    expect(rowsOnDisk(path)).toEqual(["ses_a"]);
    expect(await settled(append)).toBe(false);
    calls[0]!.release();
    await append;
    await store.close();
  });

  test("rows appended while a sync runs share the next commit and one more sync", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const first = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the first sync");
    const later = [store.appendAudit([record("ses_2")]), store.appendAudit([record("ses_3")])];
    // Queued behind the running sync: not even committed yet.
    expect(await settled(Promise.all(later))).toBe(false);
    expect(rowsOnDisk(path)).toEqual(["ses_1"]);
    calls[0]!.release();
    await first;
    await until(() => calls.length === 2, "the second sync");
    expect(rowsOnDisk(path)).toEqual(["ses_1", "ses_2", "ses_3"]);
    expect(await settled(Promise.all(later))).toBe(false);
    calls[1]!.release();
    await Promise.all(later);
    expect(calls.length).toBe(2);
    await store.close();
  });

  test("a row nobody waits for starts no sync: it rides with the next write, in order", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const asked = store.appendAudit([record("ses_asked", "ask")], { deferrable: true });
    expect(await settled(asked)).toBe(false);
    expect(calls.length).toBe(0);
    const replied = store.appendAudit([record("ses_replied")]);
    await until(() => calls.length === 1, "the sync");
    expect(rowsOnDisk(path)).toEqual(["ses_asked", "ses_replied"]);
    calls[0]!.release();
    await Promise.all([asked, replied]);
    expect(calls.length).toBe(1);
    await store.close();
  });

  test("a row nobody waits for is still committed and synced on its own soon after", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const asked = store.appendAudit([record("ses_alone", "ask")], { deferrable: true });
    await until(() => calls.length === 1, "the sync");
    expect(rowsOnDisk(path)).toEqual(["ses_alone"]);
    calls[0]!.release();
    await asked;
    await store.close();
  });

  test("an approval resolves only after its sync; a failed sync fails the write with UNAVAILABLE", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const added = store.add([{ projectID: "p", permission: "bash", pattern: "git *", action: "allow", scope: "project", sessionID: "ses_1", requestID: "per_1" }]);
    await until(() => calls.length === 1, "the sync");
    expect(await settled(added)).toBe(false);
    calls[0]!.release();
    expect((await added).map((a) => a.pattern)).toEqual(["git *"]);

    const append = store.appendAudit([record("ses_x")]);
    await until(() => calls.length === 2, "the second sync");
    calls[1]!.fail(Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" }));
    await expect(append).rejects.toMatchObject({ code: "UNAVAILABLE", message: expect.stringContaining("cannot sync the audit log to disk") });
    await store.close();
  });

  test("a failed sync is final: rows queued behind it and every later write are refused, nothing more is committed or synced", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const first = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the sync");
    // Queued while the sync runs: these would share the next commit.
    const queued = [store.appendAudit([record("ses_2")]), store.appendAudit([record("ses_3")], { deferrable: true })].map((row) =>
      row.then(() => undefined, (error: Error) => error),
    );
    calls[0]!.fail(Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" }));
    await expect(first).rejects.toMatchObject({ code: "UNAVAILABLE", message: expect.stringContaining("cannot sync the audit log to disk") });
    for (const error of await Promise.all(queued)) {
      expect((error as { code?: string } | undefined)?.code).toBe("UNAVAILABLE");
      expect(error?.message).toContain("restart the server");
    }

    await expect(store.appendAudit([record("ses_4")])).rejects.toMatchObject({ code: "UNAVAILABLE", message: expect.stringContaining("EIO") });
    const approval = { projectID: "p", permission: "bash", pattern: "git *", action: "allow", scope: "project", sessionID: "ses_1", requestID: "per_1" } as const;
    await expect(store.add([approval])).rejects.toMatchObject({ code: "UNAVAILABLE", message: expect.stringContaining("writes are refused") });
    // The failed commit is in the file (whether it reached the disk is unknown); nothing after it was committed.
    expect(rowsOnDisk(path)).toEqual(["ses_1"]);
    expect(await store.list("p")).toEqual([]);
    expect(calls.length).toBe(1);
    await store.close();
  });

  test("idle, one waiting row is synced on the event loop (syncFileNow), before it is answered; the first sync goes through the pool", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const now: string[] = [];
    const syncFileNow = (fd: number) => {
      // What is synced, and what the file holds at that moment: the row must be committed before its sync.
      now.push(`${fstatSync(fd).ino === statSync(`${path}-wal`).ino ? "wal" : "other"}:${rowsOnDisk(path).join(",")}`);
    };
    const store = openSqlitePermissionStore(path, { syncFile, syncFileNow });
    // The log's first sync also syncs its directory: on the pool.
    const first = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the first sync");
    calls[0]!.release();
    await first;
    // Nothing arrived meanwhile and one caller waits: synced on the loop, no pool sync.
    const asked = store.appendAudit([record("ses_2", "ask")], { deferrable: true });
    await store.appendAudit([record("ses_3")]);
    await asked;
    expect(now).toEqual(["wal:ses_1,ses_2,ses_3"]);
    expect(calls.length).toBe(1);
    await store.close();
  });

  test("busy, syncs stay on the pool: a row that arrived during a sync is synced on the pool, and the loop is used again once idle", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    let onLoop = 0;
    const store = openSqlitePermissionStore(path, { syncFile, syncFileNow: () => void onLoop++ });
    const first = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the first sync");
    // Arrives while the sync runs: the server is busy.
    const during = store.appendAudit([record("ses_2")]);
    calls[0]!.release();
    await first;
    await until(() => calls.length === 2, "the pool sync of the row that arrived meanwhile");
    expect(onLoop).toBe(0);
    calls[1]!.release();
    await during;
    // Nothing arrived during that one: idle again.
    await store.appendAudit([record("ses_3")]);
    expect(onLoop).toBe(1);
    // Two callers waiting on one batch: the pool, so the loop keeps serving.
    const pair = [store.appendAudit([record("ses_4")]), store.appendAudit([record("ses_5")])];
    await until(() => calls.length === 3, "the pool sync of a batch of two");
    calls[2]!.release();
    await Promise.all(pair);
    expect(onLoop).toBe(1);
    expect(rowsOnDisk(path)).toEqual(["ses_1", "ses_2", "ses_3", "ses_4", "ses_5"]);
    await store.close();
  });

  test("flushes on the event loop that are slow on average (a slow disk) send the syncs that follow to the pool", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    let onLoop = 0;
    const syncFileNow = () => {
      onLoop++;
      // One flush this slow lifts the moving average (weight 0.1) past the limit, as a run of slow ones would.
      const until = performance.now() + SLOW_SYNC_MS * 10 + 5;
      while (performance.now() < until) {
        // Blocks the loop as a slow disk's fdatasync would.
      }
    };
    const store = openSqlitePermissionStore(path, { syncFile, syncFileNow });
    const first = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the first sync");
    calls[0]!.release();
    await first;
    await store.appendAudit([record("ses_2")]);
    expect(onLoop).toBe(1);
    // Idle again, but the flushes on the loop have been slow: the pool.
    const third = store.appendAudit([record("ses_3")]);
    await until(() => calls.length === 2, "the pool sync after a slow one on the loop");
    calls[1]!.release();
    await third;
    expect(onLoop).toBe(1);
    await store.close();
  });

  test("a failed sync on the event loop is final too: the row's caller and every later write get UNAVAILABLE", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const syncFileNow = () => {
      throw Object.assign(new Error("EIO: i/o error, fdatasync"), { code: "EIO" });
    };
    const store = openSqlitePermissionStore(path, { syncFile, syncFileNow });
    const first = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the first sync");
    calls[0]!.release();
    await first;
    await expect(store.appendAudit([record("ses_2")])).rejects.toMatchObject({ code: "UNAVAILABLE", message: expect.stringContaining("cannot sync the audit log to disk") });
    await expect(store.appendAudit([record("ses_3")])).rejects.toMatchObject({ code: "UNAVAILABLE", message: expect.stringContaining("restart the server") });
    expect(rowsOnDisk(path)).toEqual(["ses_1", "ses_2"]);
    expect(calls.length).toBe(1);
    await store.close();
  });

  test("close waits for the sync under way and commits what is queued", async () => {
    const path = dbPath();
    const { syncFile, calls } = heldSyncs(path);
    const store = openSqlitePermissionStore(path, { syncFile });
    const append = store.appendAudit([record("ses_1")]);
    await until(() => calls.length === 1, "the sync");
    const queued = store.appendAudit([record("ses_2")], { deferrable: true });
    const closing = store.close();
    expect(await settled(closing)).toBe(false);
    calls[0]!.release();
    await until(() => calls.length === 2, "the closing sync");
    calls[1]!.release();
    await Promise.all([append, queued, closing]);
    expect(rowsOnDisk(path)).toEqual(["ses_1", "ses_2"]);
  });
});
