import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { NotFoundError, RuntimeError } from "../../src/errors/runtime-error.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";
import { CorrectedError, DeniedError, RejectedError } from "../../src/permission/permission-errors.ts";
import type { PermissionEvent } from "../../src/permission/permission-events.ts";
import { type AskInput, openPermissionService, type PermissionService } from "../../src/permission/permission-service.ts";
import { rulesFromConfig } from "../../src/permission/rules-from-config.ts";
import { openSqlitePermissionStore } from "../../src/store/sqlite/sqlite-permission-store.ts";

import { openPgBackend } from "../../src/store/postgres/pg-backend.ts";
import type { PermissionStore } from "../../src/store/permission-store.ts";
import { eventually } from "../helpers/eventually.ts";
import { type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";

/**
 * The behaviour suite runs once per backend of the one permission service: in process over the
 * memory store and over SQLite, and shared over PostgreSQL (a real cluster on loopback).
 */
interface Backend {
  readonly name: string;
  open(options: { ruleset: ReturnType<typeof rulesFromConfig> }): Promise<{ service: PermissionService; close(): Promise<void> }>;
}
let cluster: PgCluster | undefined;
let pgUrl = "";
let projects = 0;
const scratch = mkdtempSync(join(tmpdir(), "toolwire-perm-backends-"));
const BACKENDS: readonly Backend[] = [
  {
    name: "memory",
    async open({ ruleset }) {
      const service = await openPermissionService({ store: createMemoryPermissionStore(), ruleset });
      return { service, close: () => service.close() };
    },
  },
  {
    name: "sqlite",
    async open({ ruleset }) {
      const store: PermissionStore = openSqlitePermissionStore(join(scratch, `p${++projects}.db`));
      const service = await openPermissionService({ store, ruleset });
      return { service, close: async () => (await service.close(), await store.close()) };
    },
  },
  {
    name: "postgres",
    async open({ ruleset }) {
      const pg = await openPgBackend(pgUrl, { projectID: `p${++projects}` });
      const service = await openPermissionService({ store: pg.store, projectID: `p${projects}`, ruleset, shared: { pending: pg.pending, feed: pg.feed } });
      return { service, close: async () => (await service.close(), await pg.close()) };
    },
  },
];
beforeAll(async () => {
  cluster = await startPgCluster();
  pgUrl = await cluster.createDatabase("permissions");
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
  rmSync(scratch, { recursive: true, force: true });
}, 30_000);

const S1 = "ses_1";
const S2 = "ses_2";


function ask(service: PermissionService, input: Partial<AskInput> & { id?: string }) {
  return service.ask({ sessionID: S1, permission: "bash", patterns: ["ls"], ...input });
}

/** Settles a promise into a value we can assert on without unhandled rejections. */
function settle<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error) => Object.assign(state, { error, done: true }),
  );
  return state;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Waits until the service lists `n` pending requests (a shared backend announces them through its feed). */
const listed = (service: PermissionService, n: number) => eventually(() => (service.list().length === n ? service.list() : undefined));
/** Waits until a settled promise is done. */
const done = (...states: { done: boolean }[]) => eventually(() => (states.every((s) => s.done) ? true : undefined));

describe.each(BACKENDS.map((b) => [b.name, b] as const))("%s backend", (_name, backend) => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const o of opened.splice(0)) await o.close();
  });
  async function open(config: Parameters<typeof rulesFromConfig>[0] = {}) {
    const o = await backend.open({ ruleset: rulesFromConfig(config, "/home/ada") });
    opened.push(o);
    const events: PermissionEvent[] = [];
    o.service.subscribe((event) => events.push(event));
    return { service: o.service, events };
  }

  describe("ask", () => {
    test("all patterns allowed by rules → proceeds without a request", async () => {
      const { service, events } = await open({ bash: { "*": "allow" } });
      expect(await ask(service, { patterns: ["ls", "pwd"] })).toEqual({ requestID: undefined, reply: undefined });
      expect(service.list()).toEqual([]);
      expect(events).toEqual([]);
    });

    test("a denied pattern → DeniedError listing the rules for that permission", async () => {
      const { service } = await open({ bash: { "*": "ask", "rm *": "deny" }, edit: "allow" });
      const error = await ask(service, { patterns: ["rm -rf /"] }).catch((e) => e);
      expect(error).toBeInstanceOf(DeniedError);
      expect(error.message).toStartWith("The user has specified a rule which prevents you from using this specific tool call.");
      expect((error as DeniedError).ruleset).toEqual([
        { permission: "bash", pattern: "*", action: "ask" },
        { permission: "bash", pattern: "rm *", action: "deny" },
      ]);
      expect(service.list()).toEqual([]);
    });

    test("deny is checked for every pattern before asking (an earlier ask pattern does not hide a later deny)", async () => {
      const { service, events } = await open({ bash: { "*": "ask", "rm *": "deny" } });
      const error = await ask(service, { patterns: ["ls", "rm -rf /"] }).catch((e) => e);
      expect(error).toBeInstanceOf(DeniedError);
      expect(service.list()).toEqual([]);
      expect(events).toEqual([]);
    });

    test("otherwise → pending request and a permission.asked event carrying it", async () => {
      const { service, events } = await open({ bash: { "*": "ask", "git *": "allow" } });
      const pending = settle(ask(service, { patterns: ["git status", "make"], always: ["make *"], metadata: { cwd: "/x" } }));
      const [request] = await listed(service, 1);
      expect(pending.done).toBe(false);
      expect(request).toMatchObject({ sessionID: S1, permission: "bash", patterns: ["git status", "make"], always: ["make *"], metadata: { cwd: "/x" } });
      expect(request!.id).toMatch(/^per_[0-9a-f]{12}[0-9A-Za-z]{14}$/);
      expect(events).toEqual([{ type: "permission.asked", properties: request! }]);
    });

    test("no rule at all → ask", async () => {
      const { service } = await open();
      settle(ask(service, {}));
      expect(await listed(service, 1)).toHaveLength(1);
    });

    test("an invalid request (session id without ses prefix) is refused with the path", async () => {
      const { service } = await open();
      const error = await ask(service, { sessionID: "nope" }).catch((e) => e);
      expect(error).toBeInstanceOf(RuntimeError);
      expect(error.code).toBe("INVALID_ARGUMENT");
      expect(error.message).toContain("sessionID");
    });

    test("the ask is validated before any rule runs: an invalid ask fails even where a rule would allow it", async () => {
      const { service, events } = await open({ bash: "allow" });
      const error = await ask(service, { sessionID: "nope" }).catch((e) => e);
      expect(error).toBeInstanceOf(RuntimeError);
      expect(error.code).toBe("INVALID_ARGUMENT");
      expect(error.message).toContain("sessionID");
      const badID = await ask(service, { id: "req_1" }).catch((e) => e);
      expect(badID.code).toBe("INVALID_ARGUMENT");
      expect(badID.message).toContain("id");
      expect(events).toEqual([]);
    });

    test("a caller-chosen id that is already pending is refused", async () => {
      const { service } = await open();
      settle(ask(service, { id: "per_fixed" }));
      await listed(service, 1);
      const error = await ask(service, { id: "per_fixed" }).catch((e) => e);
      expect(error.code).toBe("ALREADY_EXISTS");
    });

    test("aborting the signal cancels a pending request and announces it", async () => {
      const { service, events } = await open();
      const controller = new AbortController();
      const pending = settle(ask(service, { signal: controller.signal }));
      const id = (await listed(service, 1))[0]!.id;
      controller.abort();
      await done(pending);
      expect((pending.error as RuntimeError).code).toBe("ABORTED");
      await listed(service, 0);
      expect(events.at(-1)).toEqual({ type: "permission.replied", properties: { sessionID: S1, requestID: id, reply: "reject" } });
    });
  });

  describe("reply", () => {
    test("once resolves only that request", async () => {
      const { service, events } = await open();
      const a = settle(ask(service, { patterns: ["a"] }));
      await listed(service, 1); // asked in this order
      const b = settle(ask(service, { patterns: ["b"] }));
      const [ra] = await listed(service, 2);
      await service.reply({ requestID: ra!.id, reply: "once" });
      await done(a);
      expect(a.value).toEqual({ requestID: ra!.id, reply: "once" });
      expect(b.done).toBe(false);
      expect(events.at(-1)).toEqual({ type: "permission.replied", properties: { sessionID: S1, requestID: ra!.id, reply: "once" } });
      // once does not remember anything
      settle(ask(service, { patterns: ["a"] }));
      expect(await listed(service, 2)).toHaveLength(2);
    });

    test("reject → RejectedError, and every other pending request of the SAME session is rejected", async () => {
      const { service, events } = await open();
      const a = settle(ask(service, { sessionID: S1, patterns: ["a"] }));
      await listed(service, 1); // asked in this order
      const b = settle(ask(service, { sessionID: S1, patterns: ["b"] }));
      await listed(service, 2); // asked in this order
      const c = settle(ask(service, { sessionID: S2, patterns: ["c"] }));
      const [ra, rb, rc] = await listed(service, 3);
      await service.reply({ requestID: ra!.id, reply: "reject" });
      await done(a, b);
      await listed(service, 1);
      expect(a.error).toBeInstanceOf(RejectedError);
      expect((a.error as Error).message).toBe("The user rejected permission to use this specific tool call.");
      expect(b.error).toBeInstanceOf(RejectedError);
      expect(c.done).toBe(false);
      expect(service.list().map((r) => r.id)).toEqual([rc!.id]);
      const replied = events.filter((e) => e.type === "permission.replied").map((e) => e.properties);
      expect(replied).toEqual([
        { sessionID: S1, requestID: ra!.id, reply: "reject" },
        { sessionID: S1, requestID: rb!.id, reply: "reject" },
      ]);
    });

    test("reject with a message → CorrectedError carrying the feedback; the cascade gets plain RejectedError", async () => {
      const { service } = await open();
      const a = settle(ask(service, { patterns: ["a"] }));
      await listed(service, 1); // asked in this order
      const b = settle(ask(service, { patterns: ["b"] }));
      await service.reply({ requestID: (await listed(service, 2))[0]!.id, reply: "reject", message: "use pnpm instead" });
      await done(a, b);
      expect(a.error).toBeInstanceOf(CorrectedError);
      expect((a.error as CorrectedError).feedback).toBe("use pnpm instead");
      expect((a.error as Error).message).toBe(
        "The user rejected permission to use this specific tool call with the following feedback: use pnpm instead",
      );
      expect(b.error).toBeInstanceOf(RejectedError);
    });

    test("always → allow rules for request.always, resolves it, then resolves other pending requests of the SAME session that now evaluate to allow", async () => {
      const { service, events } = await open({ bash: "ask" });
      const a = settle(ask(service, { sessionID: S1, patterns: ["git status"], always: ["git *"] }));
      await listed(service, 1); // asked in this order
      const b = settle(ask(service, { sessionID: S1, patterns: ["git log", "git diff"] }));
      await listed(service, 2); // asked in this order
      const c = settle(ask(service, { sessionID: S1, patterns: ["git log", "make"] }));
      await listed(service, 3); // asked in this order
      const d = settle(ask(service, { sessionID: S2, patterns: ["git push"] }));
      const [ra, rb, rc, rd] = await listed(service, 4);
      await service.reply({ requestID: ra!.id, reply: "always" });
      await done(a, b);
      await listed(service, 2);
      expect(a.value).toEqual({ requestID: ra!.id, reply: "always" });
      expect(b.value).toEqual({ requestID: rb!.id, reply: "always" });
      expect(c.done).toBe(false); // "make" still asks
      expect(d.done).toBe(false); // other session: not resolved by the cascade
      expect(service.list().map((r) => r.id)).toEqual([rc!.id, rd!.id]);
      expect(service.approvals().map(({ permission, pattern, action }) => ({ permission, pattern, action }))).toEqual([
        { permission: "bash", pattern: "git *", action: "allow" },
      ]);
      const replied = events.filter((e) => e.type === "permission.replied").map((e) => e.properties);
      expect(replied).toEqual([
        { sessionID: S1, requestID: ra!.id, reply: "always" },
        { sessionID: S1, requestID: rb!.id, reply: "always" },
      ]);
    });

    test("the always cascade evaluates other requests against the approvals ALONE (OpenCode next.ts)", async () => {
      const { service } = await open({ bash: { "*": "ask", "make *": "allow" } });
      const a = settle(ask(service, { sessionID: S1, patterns: ["git status"], always: ["git *"] }));
      await listed(service, 1); // asked in this order
      // "make" is allowed by config and "git log" by the new approval, but OpenCode checks
      // approvals only, where "make" has no rule: B stays pending.
      const b = settle(ask(service, { sessionID: S1, patterns: ["make", "git log"] }));
      await listed(service, 2); // asked in this order
      const c = settle(ask(service, { sessionID: S1, patterns: ["git diff"] }));
      const [ra, rb, rc] = await listed(service, 3);
      await service.reply({ requestID: ra!.id, reply: "always" });
      await done(a, c);
      await listed(service, 1);
      expect(a.value).toEqual({ requestID: ra!.id, reply: "always" });
      expect(b.done).toBe(false);
      expect(c.value).toEqual({ requestID: rc!.id, reply: "always" });
      expect(service.list().map((r) => r.id)).toEqual([rb!.id]);
    });

    test("always is session-scoped by default: the same session benefits, another session is asked again (toolwire differs from OpenCode)", async () => {
      const { service } = await open();
      settle(ask(service, { sessionID: S1, patterns: ["npm test"], always: ["npm *"] }));
      await service.reply({ requestID: (await listed(service, 1))[0]!.id, reply: "always" });
      expect(await ask(service, { sessionID: S1, patterns: ["npm run build"] })).toEqual({ requestID: undefined, reply: undefined });
      await listed(service, 0);
      const other = settle(ask(service, { sessionID: S2, patterns: ["npm run build"] }));
      expect((await listed(service, 1)).map((r) => r.sessionID)).toEqual([S2]);
      expect(service.approvals(S2)).toEqual([]);
      expect(service.approvals(S1).map((a) => [a.pattern, a.scope])).toEqual([["npm *", "session"]]);
      await service.reply({ requestID: service.list()[0]!.id, reply: "once" });
      await done(other);
      expect(other.value).toEqual({ requestID: expect.stringMatching(/^per_/), reply: "once" });
    });

    test('always with scope "project" carries to another session of the project (new asks there are allowed without a prompt)', async () => {
      const { service } = await open();
      settle(ask(service, { sessionID: S1, patterns: ["npm test"], always: ["npm *"] }));
      await service.reply({ requestID: (await listed(service, 1))[0]!.id, reply: "always", scope: "project" });
      expect(await ask(service, { sessionID: S2, patterns: ["npm run build"] })).toEqual({ requestID: undefined, reply: undefined });
      expect(await listed(service, 0)).toEqual([]);
    });

    test("approvals are evaluated after the config rules, so an approval decides over a config ask", async () => {
      const { service } = await open({ bash: { "*": "ask" } });
      settle(ask(service, { patterns: ["git push"], always: ["git *"] }));
      await service.reply({ requestID: (await listed(service, 1))[0]!.id, reply: "always" });
      expect(service.explain("bash", "git push", { sessionID: S1 }).rule?.source).toBe("approval");
    });

    test("unknown id → NotFoundError", async () => {
      const { service } = await open();
      expect(service.reply({ requestID: "per_missing", reply: "once" })).rejects.toBeInstanceOf(NotFoundError);
    });

    test("a session that is not the request's → NotFoundError, and the request stays pending", async () => {
      const { service } = await open();
      const a = settle(ask(service, { sessionID: S1 }));
      const id = (await listed(service, 1))[0]!.id;
      expect(await service.reply({ requestID: id, reply: "once", sessionID: S2 }).catch((e) => e)).toBeInstanceOf(NotFoundError);
      expect(a.done).toBe(false);
      expect(service.list().map((r) => r.id)).toEqual([id]);
      await service.reply({ requestID: id, reply: "once", sessionID: S1 });
      await done(a);
      expect(a.value?.reply).toBe("once");
    });

    test("a second reply to the same request is NotFound (no duplicate resolution)", async () => {
      const { service, events } = await open();
      settle(ask(service, {}));
      const id = (await listed(service, 1))[0]!.id;
      await service.reply({ requestID: id, reply: "once" });
      expect(await service.reply({ requestID: id, reply: "once" }).catch((e) => e)).toBeInstanceOf(NotFoundError);
      await listed(service, 0);
      expect(events.filter((e) => e.type === "permission.replied")).toHaveLength(1);
    });
  });

  describe("dispose", () => {
    test("rejects everything pending, in every session, and refuses new asks", async () => {
      const { service } = await open();
      const a = settle(ask(service, { sessionID: S1 }));
      await listed(service, 1); // asked in this order
      const b = settle(ask(service, { sessionID: S2 }));
      await listed(service, 2);
      service.dispose();
      await done(a, b);
      expect(a.error).toBeInstanceOf(RejectedError);
      expect(b.error).toBeInstanceOf(RejectedError);
      await listed(service, 0);
      expect(((await ask(service, {}).catch((e) => e)) as RuntimeError).code).toBe("UNAVAILABLE");
    });
  });

  describe("explain", () => {
    test("returns the deciding config rule", async () => {
      const { service } = await open({ bash: { "*": "ask", "git *": "allow", "git push *": "deny" } });
      const result = service.explain("bash", "git push origin");
      expect(result.action).toBe("deny");
      expect(result.rule).toEqual({ source: "config", index: 2, rule: { permission: "bash", pattern: "git push *", action: "deny" } });
      expect(result.matches).toHaveLength(3);
    });

    test("home expansion shows in the deciding rule", async () => {
      const { service } = await open({ read: { "~/.ssh/*": "deny" } });
      expect(service.explain("read", "/home/ada/.ssh/id_rsa").rule?.rule.pattern).toBe("/home/ada/.ssh/*");
    });
  });
});

describe("durable approvals (SQLite)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test("are reloaded by a new service on the same data, listed, and revocable", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolwire-perm-"));
    dirs.push(dir);
    const path = join(dir, "approvals.db");
    let store = openSqlitePermissionStore(path);
    let service = await openPermissionService({ store, projectID: "p1" });
    settle(service.ask({ sessionID: S1, permission: "edit", patterns: ["src/a.ts"], always: ["src/*"] }));
    await service.reply({ requestID: service.list()[0]!.id, reply: "always", scope: "project" });
    service.dispose();
    await store.close();

    store = openSqlitePermissionStore(path);
    service = await openPermissionService({ store, projectID: "p1" });
    expect(await service.ask({ sessionID: S2, permission: "edit", patterns: ["src/b.ts"] })).toEqual({ requestID: undefined, reply: undefined });
    const [approval] = service.approvals();
    expect(approval).toMatchObject({ projectID: "p1", permission: "edit", pattern: "src/*", action: "allow", sessionID: S1 });

    // another project does not see it
    const other = await openPermissionService({ store, projectID: "p2" });
    expect(other.approvals()).toEqual([]);

    await service.revoke(approval!.id);
    expect(service.approvals()).toEqual([]);
    settle(service.ask({ sessionID: S2, permission: "edit", patterns: ["src/b.ts"] }));
    expect(service.list()).toHaveLength(1);
    expect(service.revoke(approval!.id)).rejects.toBeInstanceOf(NotFoundError);
    service.dispose();
    await store.close();
    store = openSqlitePermissionStore(path);
    expect(await store.list("p1")).toEqual([]);
    await store.close();
  });

  test("a store that fails to persist leaves the request pending and the reply unacknowledged", async () => {
    const memory = createMemoryPermissionStore();
    const failing = { ...memory, add: async () => Promise.reject(new Error("disk full")) };
    const service = await openPermissionService({ store: failing });
    const a = settle(service.ask({ sessionID: S1, permission: "edit", patterns: ["x"], always: ["x"] }));
    const id = service.list()[0]!.id;
    const error = await service.reply({ requestID: id, reply: "always" }).catch((e) => e);
    expect(error.code).toBe("UNAVAILABLE");
    await tick();
    expect(a.done).toBe(false);
    expect(service.get(id)?.id).toBe(id);
  });
});
