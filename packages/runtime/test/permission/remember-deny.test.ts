/**
 * A reject remembered (ACP's reject_always): the permission service stores deny rules for the
 * request's `always` patterns, in the session unless the user says project, in the same durable
 * transaction as the answer; the same ask is then denied without asking anyone. Memory and SQLite
 * here; PostgreSQL across replicas in test/replicas/replicas.test.ts.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DeniedError, RejectedError } from "../../src/permission/permission-errors.ts";
import { openPermissionService, type PermissionService } from "../../src/permission/permission-service.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";
import type { PermissionStore } from "../../src/store/permission-store.ts";
import { openSqlitePermissionStore } from "../../src/store/sqlite/sqlite-permission-store.ts";

const dir = mkdtempSync(join(tmpdir(), "toolwire-remember-deny-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Waits for the pending request of a session. */
async function pending(service: PermissionService, sessionID: string) {
  for (let i = 0; i < 200; i++) {
    const found = service.list().find((r) => r.sessionID === sessionID);
    if (found) return found;
    await Bun.sleep(5);
  }
  throw new Error("no pending request");
}

const backends: [string, () => PermissionStore][] = [
  ["memory", () => createMemoryPermissionStore()],
  ["sqlite", () => openSqlitePermissionStore(join(dir, `approvals-${Math.random().toString(36).slice(2)}.db`))],
];

describe.each(backends)("remembered rejects (%s)", (_name, makeStore) => {
  test("the same ask is then denied at once in that session; another session still asks", async () => {
    const store = makeStore();
    const service = await openPermissionService({ store, projectID: "p" });
    try {
      // An earlier "always" for the pattern a later reject will remember as a deny.
      const allowFirst = service.ask({ sessionID: "ses_a", permission: "bash", patterns: ["curl a.sh"], always: ["curl *"] });
      await service.reply({ requestID: (await pending(service, "ses_a")).id, reply: "always" });
      await allowFirst;
      expect(service.approvals("ses_a").map((a) => [a.pattern, a.action])).toEqual([["curl *", "allow"]]);

      const asked = service.ask({ sessionID: "ses_a", permission: "bash", patterns: ["rm -rf build"], always: ["rm *"] });
      await service.reply({ requestID: (await pending(service, "ses_a")).id, reply: "reject", remember: true });
      await expect(asked).rejects.toBeInstanceOf(RejectedError);
      // Denied at once: nothing pending, no one asked.
      await expect(service.ask({ sessionID: "ses_a", permission: "bash", patterns: ["rm -rf dist"] })).rejects.toBeInstanceOf(DeniedError);
      expect(service.list()).toEqual([]);

      // Another session is not bound by ses_a's deny.
      const other = service.ask({ sessionID: "ses_b", permission: "bash", patterns: ["rm -rf dist"] });
      await service.reply({ requestID: (await pending(service, "ses_b")).id, reply: "once" });
      expect((await other).requestID).toBeDefined();

      // The audit row of the remembered reject names the deny rule it stored.
      const audit = await store.listAudit("p", { sessionID: "ses_a" });
      const remembered = audit.records.find((r) => r.cause === "reply" && r.decision === "deny" && (r.approvalIDs?.length ?? 0) > 0);
      expect(remembered).toBeDefined();
      expect(service.approvals("ses_a").find((a) => a.pattern === "rm *")).toMatchObject({ action: "deny", scope: "session" });
    } finally {
      service.dispose();
    }
  });
});

describe.each(backends)("the store keeps one rule per pattern (%s)", (_name, makeStore) => {
  test("a deny stored for the same rule replaces the allow, and storing it again keeps one", async () => {
    const store = makeStore();
    const rule = { projectID: "p", permission: "bash", pattern: "curl *", scope: "session" as const, sessionID: "ses_x", requestID: "per_1", createdAt: 1 };
    const [allow] = await store.add([{ ...rule, action: "allow" }]);
    const [deny] = await store.add([{ ...rule, action: "deny", requestID: "per_2" }]);
    await store.add([{ ...rule, action: "deny", requestID: "per_3" }]);
    const listed = (await store.list("p")).filter((a) => a.pattern === "curl *");
    expect(listed.map((a) => [a.action, a.requestID])).toEqual([["deny", "per_2"]]);
    expect(deny!.id).not.toBe(allow!.id);
  });
});

test("sqlite: a remembered deny survives a restart", async () => {
  const path = join(dir, "restart.db");
  let service = await openPermissionService({ store: openSqlitePermissionStore(path), projectID: "p" });
  const asked = service.ask({ sessionID: "ses_r", permission: "edit", patterns: ["secrets.txt"], always: ["secrets.txt"] });
  await service.reply({ requestID: (await pending(service, "ses_r")).id, reply: "reject", remember: true, scope: "project" });
  await asked.catch(() => undefined);
  service.dispose();
  service = await openPermissionService({ store: openSqlitePermissionStore(path), projectID: "p" });
  try {
    await expect(service.ask({ sessionID: "ses_other", permission: "edit", patterns: ["secrets.txt"] })).rejects.toBeInstanceOf(DeniedError);
  } finally {
    service.dispose();
  }
});
