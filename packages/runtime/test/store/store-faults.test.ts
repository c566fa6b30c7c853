/**
 * The embedded store under the faults that matter: servers racing to create it, a damaged
 * write-ahead log, and two servers sharing it (revocations and audit rows visible at once).
 */
import { afterEach, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../src/cli/spawn-serve.ts";
import { openPermissionService } from "../../src/permission/permission-service.ts";
import { openSqlitePermissionStore } from "../../src/store/sqlite/sqlite-permission-store.ts";
import { eventually } from "../helpers/eventually.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-store-faults-"));
  dirs.push(dir);
  return dir;
};
const STORE = join(import.meta.dir, "../../src/store/sqlite/sqlite-permission-store.ts");
const approval = (pattern: string) => ({ projectID: "p", permission: "edit", pattern, action: "allow" as const, scope: "project" as const, sessionID: "ses_1", requestID: "per_1" });

describe("SQLite store faults", () => {
  test("2 servers × 20 simultaneous starts on a fresh data dir: all come up", async () => {
    for (let round = 0; round < 20; round++) {
      const dir = tempDir();
      const env = { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: "", TOOLWIRE_USER_TOKEN: "" };
      const servers = await Promise.all([spawnServer(dir, env), spawnServer(dir, env)]);
      // Both agree on the generated tokens (one won the race, the other read its file).
      const agent = readFileSync(join(dir, "agent.token"), "utf8").trim();
      for (const server of servers) {
        await eventually(() => (server.output().includes(agent) ? true : undefined));
        const response = await fetch(`${server.httpUrl}/approval`, { headers: { Authorization: `Bearer ${readFileSync(join(dir, "user.token"), "utf8").trim()}` } });
        expect(response.status).toBe(200);
      }
      await Promise.all(servers.map((server) => server.stop()));
    }
  }, 120_000);

  test("a damaged write-ahead log is reported loudly at open: approvals recovered vs expected from the checkpoint record", async () => {
    const path = join(tempDir(), "approvals.db");
    // Three approvals in three commits, then the process dies without checkpointing the WAL.
    const script = `
      const { openSqlitePermissionStore } = await import(${JSON.stringify(STORE)});
      const store = openSqlitePermissionStore(${JSON.stringify(path)});
      for (const pattern of ["a/*", "b/*", "c/*"]) await store.add([{ projectID: "p", permission: "edit", pattern, action: "allow", scope: "project", sessionID: "ses_1", requestID: "per_1" }]);
      process.kill(process.pid, "SIGKILL");`;
    const child = Bun.spawn(["bun", "-e", script], { stdout: "pipe", stderr: "pipe" });
    await child.exited;
    const wal = `${path}-wal`;
    expect(statSync(wal).size).toBeGreaterThan(32);
    // Flip bytes in the last frame: its checksum no longer holds, so SQLite drops the last commit.
    const bytes = readFileSync(wal);
    bytes[bytes.length - 100]! ^= 0xff;
    bytes[bytes.length - 101]! ^= 0xff;
    writeFileSync(wal, bytes);

    const store = openSqlitePermissionStore(path);
    expect(store.warnings).toHaveLength(1);
    expect(store.warnings[0]).toContain(path);
    expect(store.warnings[0]).toMatch(/recovered 2 approval\(s\), expected 3/);
    expect((await store.list("p")).map((a) => a.pattern)).toEqual(["a/*", "b/*"]);
    await store.close();
    // Reported once: the record now says what is really there.
    const again = openSqlitePermissionStore(path);
    expect(again.warnings).toEqual([]);
    await again.close();
  }, 30_000);

  test("a clean reopen warns about nothing", async () => {
    const path = join(tempDir(), "approvals.db");
    const store = openSqlitePermissionStore(path);
    await store.add([approval("x")]);
    await store.close();
    const reopened = openSqlitePermissionStore(path);
    expect(reopened.warnings).toEqual([]);
    await reopened.close();
  });

  test("an unusable database path is named in the error", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "not-a-dir"), "");
    const path = join(dir, "not-a-dir", "approvals.db");
    expect(() => openSqlitePermissionStore(path)).toThrow(path);
  });

  test("two services sharing one database: an approval and its revocation on one decide the next ask on the other at once", async () => {
    const path = join(tempDir(), "approvals.db");
    const storeA = openSqlitePermissionStore(path);
    const storeB = openSqlitePermissionStore(path);
    const a = await openPermissionService({ store: storeA });
    const b = await openPermissionService({ store: storeB });
    const asked = a.ask({ sessionID: "ses_1", permission: "edit", patterns: ["src/x.ts"], always: ["src/*"] });
    await a.reply({ requestID: a.list()[0]!.id, reply: "always", scope: "project" });
    await asked;
    // B sees A's approval without a restart ...
    expect(await b.ask({ sessionID: "ses_2", permission: "edit", patterns: ["src/y.ts"] })).toEqual({ requestID: undefined, reply: undefined });
    // ... and A sees B's revocation.
    await b.revoke(b.approvals()[0]!.id);
    const again = a.ask({ sessionID: "ses_3", permission: "edit", patterns: ["src/z.ts"] });
    again.catch(() => {});
    expect(a.list().map((r) => r.patterns)).toEqual([["src/z.ts"]]);
    // Both services' decisions are in the one audit log, in order. A's last row ("asked", which nobody waits for)
    // is committed with A's next batch or by A's next read, whichever comes first; the read makes it now.
    await storeA.listAudit("default", {});
    const audit = await storeB.listAudit("default", {});
    expect(audit.records.map((r) => [r.decision, r.cause])).toEqual([
      ["ask", "default"],
      ["allow", "reply"],
      ["allow", "approval"],
      ["revoke", "revoke"],
      ["ask", "default"],
    ]);
    a.dispose();
    b.dispose();
    await storeA.close();
    await storeB.close();
  });

  test("the audit log pages with a cursor and filters by session and time", async () => {
    const store = openSqlitePermissionStore(join(tempDir(), "approvals.db"));
    const base = { projectID: "p", permission: "bash", patterns: ["ls"], decision: "allow" as const, cause: "rule" as const, actor: { credentialID: "agent:1", roles: ["agent" as const] } };
    await store.appendAudit(Array.from({ length: 25 }, (_, i) => ({ ...base, time: 1000 + i, sessionID: i % 2 === 0 ? "ses_even" : "ses_odd" })));
    const first = await store.listAudit("p", { limit: 10 });
    expect(first.records.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const second = await store.listAudit("p", { limit: 10, cursor: first.nextCursor! });
    expect(second.records[0]!.seq).toBe(11);
    const last = await store.listAudit("p", { limit: 10, cursor: "20" });
    expect(last.records).toHaveLength(5);
    expect(last.nextCursor).toBeUndefined();
    expect((await store.listAudit("p", { sessionID: "ses_odd" })).records).toHaveLength(12);
    expect((await store.listAudit("p", { since: 1020 })).records.map((r) => r.time)).toEqual([1020, 1021, 1022, 1023, 1024]);
    expect((await store.listAudit("other", {})).records).toEqual([]);
    await store.close();
  });
});
