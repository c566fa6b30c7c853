/**
 * Replicas over a real PostgreSQL (a throwaway cluster on a loopback port): three `bun run serve
 * --store postgres://…` subprocesses must behave as one server — an ask on one is answered on
 * another, racing answers have one winner, approvals and revocations hold everywhere at once, and
 * every watcher sees every event once, in order per session.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SQL } from "bun";
import type { PermissionEvent } from "../../src/permission/permission-events.ts";
import type { ToolPart } from "@generated/validators/toolPart";
import { PG_SCHEMA_VERSION } from "../../src/store/postgres/pg-migrations.ts";
import { eventually } from "../helpers/eventually.ts";
import { type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";
import { type Replica, startReplicas, stopReplicas } from "../helpers/replicas.ts";

let cluster: PgCluster;
let url: string;
let replicas: Awaited<ReturnType<typeof startReplicas>>;
let db: SQL;
let a: Replica, b: Replica, c: Replica;

beforeAll(async () => {
  cluster = await startPgCluster();
  url = await cluster.createDatabase("replicas");
  // Three servers starting together on a fresh database: their migrations race.
  replicas = await startReplicas(url, 3);
  [a, b, c] = replicas as unknown as [Replica, Replica, Replica];
  db = new SQL(url, { max: 2 });
}, 60_000);
afterAll(async () => {
  for (const replica of replicas ?? []) if (replica.server.proc.exitCode !== null) console.error(`replica exited ${replica.server.proc.exitCode}:\n${replica.server.output()}`);
  await db?.close();
  if (replicas) await stopReplicas(replicas);
  await cluster?.stop();
}, 30_000);

/** The pending request of `sessionID` as `replica` lists it. */
const pendingOn = (replica: Replica, sessionID: string) => eventually(async () => (await replica.user.list(sessionID))[0]);

describe("replicas sharing PostgreSQL", () => {
  test("three replicas started together applied the schema once", async () => {
    const rows = await db`SELECT version FROM toolwire_schema`;
    expect(rows.map((r: { version: number }) => Number(r.version))).toEqual([PG_SCHEMA_VERSION]);
    const live = await db`SELECT count(*)::int AS n FROM toolwire_replica`;
    expect(live[0].n).toBe(3);
  });

  test("an ask blocked on A is released by a reply sent to B", async () => {
    const asked = a.agent.ask({ sessionID: "ses_cross", permission: "bash", patterns: ["make cross"] });
    const request = await pendingOn(b, "ses_cross");
    expect((await c.user.list("ses_cross")).map((r) => r.id)).toEqual([request.id]);
    await b.user.respond({ sessionID: "ses_cross", permissionID: request.id, reply: "once" });
    expect(await asked).toEqual({ id: request.id, outcome: "allowed", reply: "once" });
    await eventually(async () => ((await a.user.list("ses_cross")).length === 0 ? true : undefined));
    const audit = await b.user.listAudit({ sessionID: "ses_cross" });
    expect(audit.records.map((r) => `${r.decision}:${r.cause}`)).toEqual(["ask:default", "allow:reply"]);
  });

  test("replies racing on three replicas: exactly one wins, the asker gets that one", async () => {
    for (let round = 0; round < 5; round++) {
      const session = `ses_race${round}`;
      const asked = a.agent.ask({ sessionID: session, permission: "bash", patterns: [`make race${round}`], always: [`make race${round}`] });
      const request = await pendingOn(c, session);
      const replies = ["once", "reject", "always"] as const;
      const results = await Promise.allSettled(
        [a, b, c].map((replica, i) => replica.user.respond({ sessionID: session, permissionID: request.id, reply: replies[i]! })),
      );
      const won = results.flatMap((r, i) => (r.status === "fulfilled" ? [replies[i]!] : []));
      expect(won.length).toBe(1);
      for (const r of results) if (r.status === "rejected") expect((r.reason as { code?: number }).code).toBe(5);
      const outcome = await asked;
      expect(outcome.outcome === "rejected" ? "reject" : outcome.reply).toBe(won[0]!);
      const rows = await db`SELECT count(*)::int AS n FROM toolwire_audit WHERE record::jsonb->>'requestID' = ${request.id} AND record::jsonb->>'cause' = 'reply'`;
      expect(rows[0].n).toBe(1);
      const approvals = await db`SELECT count(*)::int AS n FROM toolwire_approval WHERE request_id = ${request.id}`;
      expect(approvals[0].n).toBe(won[0] === "always" ? 1 : 0);
    }
  }, 30_000);

  test("an always on B decides the next ask on C; a revocation on A makes C ask again", async () => {
    const session = "ses_always";
    const first = c.agent.ask({ sessionID: session, permission: "bash", patterns: ["git status"], always: ["git *"] });
    const request = await pendingOn(b, session);
    await b.user.respond({ sessionID: session, permissionID: request.id, reply: "always", scope: "project" });
    expect((await first).outcome).toBe("allowed");
    // No waiting: the approval is stored before B acknowledged, and C reads it before deciding.
    expect(await c.agent.ask({ sessionID: "ses_other", permission: "bash", patterns: ["git log"] })).toMatchObject({ outcome: "allowed" });
    // Listing serves what A's notification-driven refresh read (asks read the database themselves).
    const approval = await eventually(async () => (await a.user.listApprovals()).find((x) => x.pattern === "git *"));
    await a.user.revokeApproval(approval!.id);
    const again = c.agent.ask({ sessionID: "ses_other", permission: "bash", patterns: ["git log"] });
    const asked = await pendingOn(a, "ses_other");
    expect(asked.patterns).toEqual(["git log"]);
    await a.user.respond({ sessionID: "ses_other", permissionID: asked.id, reply: "once" });
    expect((await again).outcome).toBe("allowed");
  }, 20_000);

  test("a remembered reject on B (reject_always) denies the same ask on C at once, in that session only; an allow of the same rule is replaced", async () => {
    const session = "ses_deny";
    const first = c.agent.ask({ sessionID: session, permission: "bash", patterns: ["curl evil.sh"], always: ["curl *"] });
    const request = await pendingOn(b, session);
    await b.user.respond({ sessionID: session, permissionID: request.id, reply: "reject", remember: true });
    expect((await first).outcome).not.toBe("allowed");
    // Remembered before B acknowledged: C denies without asking anyone.
    expect(await c.agent.ask({ sessionID: session, permission: "bash", patterns: ["curl other.sh"] })).toMatchObject({ outcome: "denied" });
    const stored = await db`SELECT action, scope FROM toolwire_approval WHERE request_id = ${request.id}`;
    expect(stored.map((r: { action: string; scope: string }) => [r.action, r.scope])).toEqual([["deny", "session"]]);
    // Another session is not bound by it: it asks.
    const elsewhere = c.agent.ask({ sessionID: "ses_deny_other", permission: "bash", patterns: ["curl other.sh"] });
    const asked = await pendingOn(a, "ses_deny_other");
    await a.user.respond({ sessionID: "ses_deny_other", permissionID: asked.id, reply: "once" });
    expect((await elsewhere).outcome).toBe("allowed");
  }, 20_000);

  test("a reject on C rejects the session's other requests held on A and B", async () => {
    const session = "ses_cascade";
    const onA = a.agent.ask({ sessionID: session, permission: "bash", patterns: ["make a"] });
    const onB = b.agent.ask({ sessionID: session, permission: "bash", patterns: ["make b"] });
    const listed = await eventually(async () => {
      const all = await c.user.list(session);
      return all.length === 2 ? all : undefined;
    });
    await c.user.respond({ sessionID: session, permissionID: listed[0]!.id, reply: "reject", message: "not now" });
    const outcomes = await Promise.all([onA, onB]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["corrected", "rejected"]);
  }, 20_000);

  test("watchers on every replica see every replica's events once, in the same order per session", async () => {
    const permissionSeen: PermissionEvent[][] = [[], [], []];
    const partSeen: ToolPart[][] = [[], [], []];
    const watches = [a, b, c].flatMap((replica, i) => [
      replica.user.watchPermissions({}, (event) => permissionSeen[i]!.push(event)),
      replica.user.watchToolParts({}, (part) => partSeen[i]!.push(part)),
    ]);
    await Promise.all(watches.map((w) => w.ready));
    const sessions = ["ses_w0", "ses_w1", "ses_w2"];
    const asks: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++) {
      const replica = [a, b, c][i % 3]!;
      asks.push(replica.agent.ask({ sessionID: sessions[i % 3]!, permission: "bash", patterns: [`make w${i}`] }));
      // A tool part reported on a replica, moved through its lifecycle there.
      const partID = `prt_${String(i).padStart(26, "0")}`;
      const base = { id: partID, sessionID: sessions[(i + 1) % 3]!, messageID: "msg_00000000000000000000000001", callID: `call${i}`, tool: "bash" };
      expect((await replica.agentHttp.post(`/session/${base.sessionID}/part`, { ...base, state: { status: "pending", input: {}, raw: "" } })).status).toBe(200);
      expect((await replica.agentHttp.post(`/session/${base.sessionID}/part`, { ...base, state: { status: "running", input: {}, time: { start: 1 } } })).status).toBe(200);
    }
    const requests = await eventually(async () => {
      const all = await b.user.list();
      if (process.env.DEBUG_REPLICAS) {
        const rows = await db`SELECT id FROM toolwire_pending WHERE status = 'pending'`;
        const listed = new Set(all.map((r) => r.id));
        console.error("DEBUG", all.length, rows.length, rows.filter((r: { id: string }) => !listed.has(r.id)).map((r: { id: string }) => r.id));
      }
      return all.filter((r) => sessions.includes(r.sessionID)).length === 12 ? all : undefined;
    }, 15_000);
    for (const [i, request] of requests.filter((r) => sessions.includes(r.sessionID)).entries()) {
      await [c, a, b][i % 3]!.user.respond({ sessionID: request.sessionID, permissionID: request.id, reply: "once" });
    }
    await Promise.all(asks);
    await eventually(() => (permissionSeen.every((seen) => seen.length >= 24) && partSeen.every((seen) => seen.length >= 24) ? true : undefined), 10_000);
    for (const w of watches) w.cancel();

    const key = (e: PermissionEvent) => `${e.type}:${e.type === "permission.asked" ? e.properties.id : e.properties.requestID}`;
    const perSession = <T>(events: readonly T[], session: (e: T) => string, name: (e: T) => string) =>
      Object.fromEntries(sessions.map((s) => [s, events.filter((e) => session(e) === s).map(name)]));
    const permissionViews = permissionSeen.map((seen) => perSession(seen, (e) => e.properties.sessionID, key));
    const partViews = partSeen.map((seen) => perSession(seen, (p) => p.sessionID, (p) => `${p.id}:${p.state.status}`));
    for (const view of [...permissionViews, ...partViews]) {
      for (const names of Object.values(view)) expect(new Set(names).size).toBe(names.length);
    }
    expect(permissionViews[1]).toEqual(permissionViews[0]!);
    expect(permissionViews[2]).toEqual(permissionViews[0]!);
    expect(partViews[1]).toEqual(partViews[0]!);
    expect(partViews[2]).toEqual(partViews[0]!);
    expect(Object.values(permissionViews[0]!).flat().length).toBe(24);
    expect(Object.values(partViews[0]!).flat().length).toBe(24);
    // Per session, each ask comes before its reply.
    for (const names of Object.values(permissionViews[0]!)) {
      for (const name of names.filter((n) => n.startsWith("permission.replied"))) {
        expect(names.indexOf(name.replace("replied", "asked"))).toBeLessThan(names.indexOf(name));
      }
    }
  }, 30_000);

  test("aborting a session on B rejects its request held on A, stored before B answers", async () => {
    const session = "ses_abort";
    const asked = a.agent.ask({ sessionID: session, permission: "bash", patterns: ["make abort"] });
    const request = await pendingOn(b, session);
    const aborted = await b.userHttp.post(`/session/${session}/abort`, {});
    expect(aborted.status).toBe(200);
    expect(((await aborted.json()) as { rejectedPermissions: number }).rejectedPermissions).toBe(1);
    // Acknowledged means stored: no waiting for a background write.
    const rows = await db`SELECT status, reply FROM toolwire_pending WHERE id = ${request.id}`;
    expect(rows[0]).toMatchObject({ status: "settled", reply: "reject" });
    await expect(c.user.respond({ sessionID: session, permissionID: request.id, reply: "once" })).rejects.toMatchObject({ code: 5 });
    expect((await asked).outcome).toBe("rejected");
    const audit = await c.user.listAudit({ sessionID: session });
    expect(audit.records.map((r) => `${r.decision}:${r.cause}`)).toEqual(["ask:default", "deny:cancel"]);
  }, 20_000);

  test("audit paging never passes over a row that commits after a later-numbered one", async () => {
    const session = "ses_late";
    /** Follows the log from `cursor` as a client would: next cursors, then the last record's seq. */
    const follow = async (cursor?: string) => {
      const ids: string[] = [];
      for (;;) {
        const page = await b.user.listAudit({ sessionID: session, limit: 1, ...(cursor ? { cursor } : {}) });
        ids.push(...page.records.map((r) => r.id));
        if (page.records.length > 0) cursor = page.nextCursor ?? String(page.records.at(-1)!.seq);
        if (!page.nextCursor) return { ids, cursor };
      }
    };
    // A writer takes its sequence number, then stalls before committing…
    const late = await db.reserve();
    try {
      await late`BEGIN`;
      // (A real record of an earlier test, moved to this session.)
      const [model] = await db`SELECT record FROM toolwire_audit WHERE session_id = 'ses_cross' ORDER BY seq LIMIT 1`;
      const record = { ...JSON.parse(model.record), sessionID: session, requestID: "per_late" };
      await late`INSERT INTO toolwire_audit (id, project_id, session_id, time, record) VALUES ('aud_late', 'default', ${session}, ${record.time}, ${JSON.stringify(record)})`;
      // …while later-numbered rows commit: an ask on A answered on B.
      const asked = a.agent.ask({ sessionID: session, permission: "bash", patterns: ["make late"] });
      const request = await pendingOn(b, session);
      await b.user.respond({ sessionID: session, permissionID: request.id, reply: "once" });
      await asked;
      const committed = await db`SELECT count(*)::int AS n FROM toolwire_audit WHERE session_id = ${session}`;
      expect(committed[0].n).toBe(2);
      const first = await follow();
      await late`COMMIT`;
      const rest = await follow(first.cursor);
      const all = [...first.ids, ...rest.ids];
      expect(new Set(all).size).toBe(all.length);
      expect(all).toContain("aud_late");
      expect(all.length).toBe(3);
    } finally {
      await late`ROLLBACK`.catch(() => undefined);
      late.release();
    }
  }, 20_000);

  test("a reply that does not fit the stored request is refused on another replica and writes nothing", async () => {
    const session = "ses_misfit";
    const asked = a.agent.ask({ sessionID: session, permission: "bash", patterns: ["make misfit"] });
    const request = await pendingOn(b, session);
    // (Codes are read off the errors: `rejects.toMatchObject` on these grpc-js errors hung this test under bun 1.4.5.)
    const codeOf = (call: Promise<unknown>) => call.then(() => "answered", (error: { code?: number }) => error.code);
    expect(await codeOf(b.user.respond({ sessionID: "ses_elsewhere", permissionID: request.id, reply: "once" }))).toBe(5);
    expect(await codeOf(c.user.respond({ sessionID: session, permissionID: request.id, reply: "once", scope: "project" }))).toBe(3);
    const rows = await db`SELECT status FROM toolwire_pending WHERE id = ${request.id}`;
    expect(rows[0].status).toBe("pending");
    const audit = await db`SELECT count(*)::int AS n FROM toolwire_audit WHERE session_id = ${session}`;
    expect(audit[0].n).toBe(1);
    await c.user.respond({ sessionID: session, permissionID: request.id, reply: "once" });
    expect((await asked).outcome).toBe("allowed");
  }, 20_000);

  test("an agent credential cannot answer or list on any replica, and the request stays pending", async () => {
    const asked = a.agent.ask({ sessionID: "ses_role", permission: "bash", patterns: ["make role"] });
    const request = await pendingOn(b, "ses_role");
    for (const replica of [a, b, c]) {
      expect((await replica.agentHttp.post(`/permission/${request.id}/reply`, { reply: "once" })).status).toBe(403);
      await expect(replica.agent.respond({ sessionID: "ses_role", permissionID: request.id, reply: "once" })).rejects.toMatchObject({ code: 7 });
      expect((await replica.agentHttp.get("/audit")).status).toBe(403);
    }
    expect((await c.user.list("ses_role")).map((r) => r.id)).toEqual([request.id]);
    const rows = await db`SELECT status FROM toolwire_pending WHERE id = ${request.id}`;
    expect(rows[0].status).toBe("pending");
    await c.user.respond({ sessionID: "ses_role", permissionID: request.id, reply: "once" });
    expect((await asked).outcome).toBe("allowed");
  }, 20_000);
});
