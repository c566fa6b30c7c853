/**
 * Faults of replicas sharing a real PostgreSQL: a replica killed with blocked askers, the
 * database restarted under load, a replica cut off from the database, and start-up errors.
 * Loopback only; every loop is bounded in count and stops by itself.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SQL } from "bun";
import { openPgBackend } from "../../src/store/postgres/pg-backend.ts";
import { PG_SCHEMA_VERSION } from "../../src/store/postgres/pg-migrations.ts";
import { eventually } from "../helpers/eventually.ts";
import { type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";
import { type Replica, startReplica, startReplicas, stopReplicas } from "../helpers/replicas.ts";
import { startTcpProxy } from "../helpers/tcp-proxy.ts";

let cluster: PgCluster;
const started: Awaited<ReturnType<typeof startReplica>>[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
}, 60_000);
afterAll(async () => {
  await stopReplicas(started);
  await cluster?.stop();
}, 30_000);

const track = <T extends Awaited<ReturnType<typeof startReplica>>>(replicas: T[]): T[] => {
  started.push(...replicas);
  return replicas;
};
const pendingOn = (replica: Replica, sessionID: string) => eventually(async () => (await replica.user.list(sessionID))[0], 15_000);
const codeOf = (error: unknown) => (error as { code?: number }).code;

describe("replica faults", () => {
  test("kill -9 of a replica holding blocked askers: they get a clean error, nothing acknowledged is lost, the others carry on", async () => {
    const url = await cluster.createDatabase("killed");
    const [a, b, c] = track(await startReplicas(url, 3)) as unknown as [Replica, Replica, Replica];
    // Acknowledged by A before it dies: an "always" approval and a "once" reply.
    const first = b.agent.ask({ sessionID: "ses_k", permission: "bash", patterns: ["git status"], always: ["git *"] });
    await a.user.respond({ sessionID: "ses_k", permissionID: (await pendingOn(a, "ses_k")).id, reply: "always", scope: "project" });
    expect((await first).outcome).toBe("allowed");

    const blocked = Array.from({ length: 5 }, (_, i) => a.agent.ask({ sessionID: `ses_blocked${i}`, permission: "bash", patterns: [`make k${i}`] }).then(
      () => "answered",
      (error) => codeOf(error),
    ));
    await eventually(async () => ((await b.user.list()).filter((r) => r.sessionID.startsWith("ses_blocked")).length === 5 ? true : undefined), 15_000);
    await a.server.kill();
    // Their connection was cut: UNAVAILABLE, which clients treat as "reconnect and ask again".
    expect(await Promise.all(blocked)).toEqual([14, 14, 14, 14, 14]);
    // The survivors settle the dead replica's requests, so nobody answers an asker that is gone.
    await eventually(async () => ((await b.user.list()).some((r) => r.sessionID.startsWith("ses_blocked")) ? undefined : true), 30_000);
    const audit = await c.user.listAudit({ limit: 1000 });
    expect(audit.records.filter((r) => r.sessionID.startsWith("ses_blocked") && r.cause === "shutdown").length).toBe(5);
    expect(audit.records.filter((r) => r.sessionID === "ses_k" && r.cause === "reply").length).toBe(1);
    // The approval A acknowledged still decides asks, and B and C carry on.
    expect((await c.agent.ask({ sessionID: "ses_after", permission: "bash", patterns: ["git log"] })).outcome).toBe("allowed");
    const next = b.agent.ask({ sessionID: "ses_after", permission: "bash", patterns: ["make after"] });
    await c.user.respond({ sessionID: "ses_after", permissionID: (await pendingOn(c, "ses_after")).id, reply: "once" });
    expect((await next).outcome).toBe("allowed");
  }, 90_000);

  test("PostgreSQL restarted under load: replicas reconnect and no acknowledged reply, approval or audit row is lost", async () => {
    const url = await cluster.createDatabase("restarted");
    const replicas = track(await startReplicas(url, 3)) as unknown as Replica[];
    const acknowledged: { id: string; reply: "once" | "always"; pattern: string }[] = [];
    let failures = 0;
    let restarted = false;
    const clients = 6;
    const rounds = 8;
    const run = async (client: number) => {
      const asker = replicas[client % 3]!;
      const answerer = replicas[(client + 1) % 3]!;
      for (let round = 0; round < rounds; round++) {
        const session = `ses_load${client}_${round}`;
        const pattern = `make load${client}-${round}`;
        const reply = round % 3 === 0 ? ("always" as const) : ("once" as const);
        // Bounded retries: a call that meets the restart fails cleanly and is made again.
        for (let attempt = 0; attempt < 40; attempt++) {
          const asked = asker.agent.ask({ sessionID: session, permission: "bash", patterns: [pattern], always: [pattern] }).catch((error) => error);
          let request;
          try {
            request = await pendingOn(answerer, session);
            await answerer.user.respond({ sessionID: session, permissionID: request.id, reply });
            acknowledged.push({ id: request.id, reply, pattern });
            await asked;
            break;
          } catch {
            failures++;
            await asked;
            await Bun.sleep(100);
          }
        }
      }
    };
    const load = Promise.all(Array.from({ length: clients }, (_, i) => run(i)));
    await eventually(() => (acknowledged.length >= 10 ? true : undefined), 30_000);
    await cluster.restart();
    restarted = true;
    await load;
    expect(restarted).toBe(true);
    console.log(`database restart under load: ${acknowledged.length} replies acknowledged, ${failures} calls failed cleanly and were retried`);
    expect(acknowledged.length).toBe(clients * rounds);

    const db = new SQL(url, { max: 1 });
    try {
      const replies = await db`SELECT record::jsonb->>'requestID' AS id FROM toolwire_audit WHERE record::jsonb->>'cause' = 'reply'`;
      const recorded = new Set(replies.map((r: { id: string }) => r.id));
      expect(acknowledged.filter((a) => !recorded.has(a.id))).toEqual([]);
      const approvals = await db`SELECT request_id FROM toolwire_approval`;
      const stored = new Set(approvals.map((r: { request_id: string }) => r.request_id));
      expect(acknowledged.filter((a) => a.reply === "always" && !stored.has(a.id))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);

  test("a replica cut off from the database stops acknowledging; its asker gets a clean error; the others carry on", async () => {
    const url = await cluster.createDatabase("partitioned");
    const proxy = await startTcpProxy(cluster.port);
    try {
      const [b] = track([await startReplica(url)]) as unknown as [Replica];
      const [a] = track([await startReplica(url.replace(`:${cluster.port}/`, `:${proxy.port}/`))]) as unknown as [Replica];
      const blocked = a.agent.ask({ sessionID: "ses_cut", permission: "bash", patterns: ["make cut"] }).then(
        () => "answered",
        (error) => codeOf(error),
      );
      const request = await pendingOn(b, "ses_cut");
      proxy.partition();
      // A cannot store a reply, so it must not acknowledge one (503 once its database deadline passes).
      const reply = await a.userHttp.post(`/permission/${request.id}/reply`, { reply: "once" });
      expect(reply.status).toBe(503);
      expect(await reply.text()).toContain(`postgres://toolwire@127.0.0.1:${proxy.port}/partitioned`);
      // A gives up its own ask before the others drop it: UNAVAILABLE, never a silent hang.
      expect(await blocked).toBe(14);
      // B settles the request of the silent replica and carries on.
      await eventually(async () => ((await b.user.list("ses_cut")).length === 0 ? true : undefined), 30_000);
      const rows = await b.user.listAudit({ sessionID: "ses_cut" });
      expect(rows.records.map((r) => r.cause)).toEqual(["default", "shutdown"]);
      const onB = b.agent.ask({ sessionID: "ses_b", permission: "bash", patterns: ["make b"] });
      await b.user.respond({ sessionID: "ses_b", permissionID: (await pendingOn(b, "ses_b")).id, reply: "once" });
      expect((await onB).outcome).toBe("allowed");
      // Mended: A acknowledges again.
      proxy.heal();
      // Until its next heartbeat lands it still refuses (UNAVAILABLE), as a client retrying would see.
      let refused = 0;
      const outcome = await eventually(async () => {
        const again = a.agent.ask({ sessionID: "ses_healed", permission: "bash", patterns: ["make healed"] }).catch((error) => error);
        const healed = await Promise.race([eventually(async () => (await b.user.list("ses_healed"))[0], 3_000).catch(() => undefined), again.then(() => undefined)]);
        if (!healed) {
          expect(codeOf(await again)).toBe(14);
          refused++;
          await Bun.sleep(200);
          return undefined;
        }
        await b.user.respond({ sessionID: "ses_healed", permissionID: healed.id, reply: "once" });
        return (await again).outcome as string;
      }, 30_000);
      expect(outcome).toBe("allowed");
      expect(refused).toBeLessThan(100);
    } finally {
      await proxy.close();
    }
  }, 120_000);

  test("start-up errors name the database without its password, and a newer schema is refused untouched", async () => {
    await expect(openPgBackend(`postgres://toolwire:s3cret@127.0.0.1:${cluster.port}/missing_db`, { projectID: "default" })).rejects.toThrow(
      new RegExp(`permission store postgres://toolwire@127\\.0\\.0\\.1:${cluster.port}/missing_db: applying schema migrations \\(table toolwire_schema\\)`),
    );
    const error = await openPgBackend(`postgres://toolwire:s3cret@127.0.0.1:${cluster.port}/missing_db`, { projectID: "default" }).catch((e: Error) => e);
    expect(String((error as Error).message)).not.toContain("s3cret");

    const url = await cluster.createDatabase("newer");
    const db = new SQL(url, { max: 1 });
    try {
      await db`CREATE TABLE toolwire_schema (version integer NOT NULL)`;
      await db`INSERT INTO toolwire_schema VALUES (99)`;
      await expect(openPgBackend(url, { projectID: "default" })).rejects.toThrow(new RegExp(`table toolwire_schema: version 99 is newer than this toolwire's \\(${PG_SCHEMA_VERSION}\\); upgrade toolwire`));
      const tables = await db`SELECT count(*)::int AS n FROM pg_tables WHERE tablename LIKE 'toolwire_%'`;
      expect(tables[0].n).toBe(1);
    } finally {
      await db.close();
    }
  }, 30_000);
});
