import { describe, expect, test } from "bun:test";
import { InvalidArgumentError } from "../../src/errors/runtime-error.ts";
import { UnansweredError } from "../../src/permission/permission-errors.ts";
import { openPermissionService } from "../../src/permission/permission-service.ts";
import { rulesFromConfig } from "../../src/permission/rules-from-config.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";

const S1 = "ses_1";

describe("risk levels", () => {
  test("low (read) is allowed without asking, unless a rule says otherwise", async () => {
    const store = createMemoryPermissionStore();
    const service = await openPermissionService({ store, ruleset: rulesFromConfig({ read: { "*.env": "deny" } }) });
    expect(await service.ask({ sessionID: S1, permission: "read", patterns: ["src/a.ts"] })).toEqual({ requestID: undefined, reply: undefined });
    await expect(service.ask({ sessionID: S1, permission: "read", patterns: [".env"] })).rejects.toThrow(/prevents you/);
    const audit = await store.listAudit("default", {});
    expect(audit.records.map((r) => [r.decision, r.cause, r.riskLevel])).toEqual([
      ["allow", "risk", "low"],
      ["deny", "rule", "low"],
    ]);
  });

  test("an asker can raise its level but never lower it; unknown permissions are high", async () => {
    const service = await openPermissionService({ store: createMemoryPermissionStore() });
    void service.ask({ sessionID: S1, permission: "bash", patterns: ["ls"], riskLevel: "low" }).catch(() => {});
    void service.ask({ sessionID: S1, permission: "read", patterns: ["a"], riskLevel: "critical" }).catch(() => {});
    void service.ask({ sessionID: S1, permission: "teleport", patterns: ["x"] }).catch(() => {});
    expect(service.list().map((r) => [r.permission, r.riskLevel])).toEqual([
      ["bash", "high"],
      ["read", "critical"],
      ["teleport", "high"],
    ]);
    service.dispose();
  });

  test('critical asks every time: "always" is refused (nothing changes), and neither a config allow nor an approval skips the prompt', async () => {
    const service = await openPermissionService({ store: createMemoryPermissionStore(), ruleset: rulesFromConfig({ rm: "allow" }) });
    const first = service.ask({ sessionID: S1, permission: "rm", patterns: ["build/"], always: ["build/"] });
    const id = service.list()[0]!.id;
    expect(service.list()[0]!.riskLevel).toBe("critical");
    await expect(service.reply({ requestID: id, reply: "always" })).rejects.toBeInstanceOf(InvalidArgumentError);
    expect(service.list().map((r) => r.id)).toEqual([id]);
    expect(service.approvals()).toEqual([]);
    await service.reply({ requestID: id, reply: "once" });
    expect(await first).toEqual({ requestID: id, reply: "once" });
    // Asked again: a prompt again.
    const second = service.ask({ sessionID: S1, permission: "rm", patterns: ["build/"] });
    expect(service.list()).toHaveLength(1);
    service.dispose();
    await expect(second).rejects.toThrow();
  });
});

describe("ask timeout", () => {
  test("a request nobody answers is rejected after the timeout and audited as such", async () => {
    const store = createMemoryPermissionStore();
    const service = await openPermissionService({ store, askTimeoutMs: 20 });
    const error = await service.ask({ sessionID: S1, permission: "edit", patterns: ["a.ts"] }).catch((e) => e);
    expect(error).toBeInstanceOf(UnansweredError);
    expect(service.list()).toEqual([]);
    await Bun.sleep(0);
    const audit = await store.listAudit("default", {});
    expect(audit.records.map((r) => [r.decision, r.cause, r.actor.credentialID])).toEqual([
      ["ask", "default", "local"],
      ["deny", "timeout", "system"],
    ]);
  });
});

describe("audit before the answer", () => {
  test("a rule decision's row is in the store when ask returns; a reply's row when reply returns", async () => {
    const store = createMemoryPermissionStore();
    const service = await openPermissionService({ store, ruleset: rulesFromConfig({ bash: { "ls *": "allow" } }) });
    await service.ask({ sessionID: S1, permission: "bash", patterns: ["ls -la"], actor: { credentialID: "agent:abc", roles: ["agent"] } });
    expect((await store.listAudit("default", {})).records.at(-1)).toMatchObject({ decision: "allow", cause: "rule", actor: { credentialID: "agent:abc" }, rule: { source: "config" } });
    const asked = service.ask({ sessionID: S1, permission: "bash", patterns: ["git push"], always: ["git *"] });
    await service.reply({ requestID: service.list()[0]!.id, reply: "always", expiresIn: 60, actor: { credentialID: "user:def", roles: ["user"] } });
    const last = (await store.listAudit("default", {})).records.at(-1)!;
    expect(last).toMatchObject({ decision: "allow", cause: "reply", reply: "always", scope: "session", actor: { credentialID: "user:def" } });
    expect(last.approvalIDs).toEqual([service.approvals(S1)[0]!.id]);
    expect(service.approvals(S1)[0]).toMatchObject({ grantedBy: "user:def", scope: "session" });
    expect(service.approvals(S1)[0]!.expiresAt).toBeGreaterThan(Date.now());
    await asked;
  });

  test("an expired approval no longer decides", async () => {
    let now = 1_000_000;
    const service = await openPermissionService({ store: createMemoryPermissionStore(), now: () => now });
    const asked = service.ask({ sessionID: S1, permission: "bash", patterns: ["git push"], always: ["git *"] });
    await service.reply({ requestID: service.list()[0]!.id, reply: "always", expiresIn: 10 });
    await asked;
    expect(await service.ask({ sessionID: S1, permission: "bash", patterns: ["git pull"] })).toEqual({ requestID: undefined, reply: undefined });
    now += 10_000;
    void service.ask({ sessionID: S1, permission: "bash", patterns: ["git pull"] }).catch(() => {});
    expect(service.list()).toHaveLength(1);
    expect(service.approvals(S1)).toEqual([]);
    service.dispose();
  });
});
