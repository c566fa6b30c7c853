/**
 * The shared pending-request store over a real PostgreSQL: opening writes the row, its audit
 * record and its event together, and a taken id writes nothing; settling has one winner.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { PermissionRequest } from "@generated/validators/permissionRequest";
import { AlreadyExistsError } from "../../src/errors/runtime-error.ts";
import { openPgBackend, type PgBackend } from "../../src/store/postgres/pg-backend.ts";
import type { NewAuditRecord } from "../../src/store/permission-store.ts";
import { type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";

let cluster: PgCluster;
let backend: PgBackend;

beforeAll(async () => {
  cluster = await startPgCluster();
  backend = await openPgBackend(await cluster.createDatabase("pending"), { projectID: "default" });
}, 60_000);
afterAll(async () => {
  await backend?.close();
  await cluster?.stop();
}, 30_000);

const request: PermissionRequest = { id: "per_open1", sessionID: "ses_open", permission: "bash", patterns: ["make"], metadata: {}, always: [], riskLevel: "high" } as PermissionRequest;
const audit = (): NewAuditRecord => ({ projectID: "default", sessionID: "ses_open", time: 1, requestID: request.id, permission: "bash", patterns: ["make"], decision: "ask", cause: "default", actor: { credentialID: "test", roles: [] } }) as NewAuditRecord;
const count = async (table: string) => Number((await backend.db.sql.unsafe(`SELECT count(*)::int AS n FROM ${table} WHERE session_id = 'ses_open'`))[0].n);

test("open writes the row, its audit record and its event; a taken id is refused and writes nothing", async () => {
  await backend.pending.open("default", request, audit());
  expect([await count("toolwire_pending"), await count("toolwire_audit"), await count("toolwire_event")]).toEqual([1, 1, 1]);
  await expect(backend.pending.open("default", request, audit())).rejects.toBeInstanceOf(AlreadyExistsError);
  expect([await count("toolwire_pending"), await count("toolwire_audit"), await count("toolwire_event")]).toEqual([1, 1, 1]);
  const [event] = await backend.db.sql`SELECT event, detail FROM toolwire_event WHERE session_id = 'ses_open'`;
  expect(JSON.parse(event.event)).toEqual({ type: "permission.asked", properties: request });
  expect(JSON.parse(event.detail)).toEqual({ kind: "reply", owner: backend.replicaID });
});

test("settles racing on one request: exactly one wins; a plan that refuses writes nothing", async () => {
  const plan = () => ({ detail: { kind: "reply" as const }, audit: [] });
  await expect(backend.pending.settle("default", request.id, "once", () => {
    throw new AlreadyExistsError("refused by the plan");
  })).rejects.toThrow("refused by the plan");
  expect((await backend.db.sql`SELECT status FROM toolwire_pending WHERE id = ${request.id}`)[0].status).toBe("pending");
  const results = await Promise.all(Array.from({ length: 8 }, () => backend.pending.settle("default", request.id, "once", plan)));
  expect(results.filter((r) => r !== undefined).length).toBe(1);
  expect(await count("toolwire_event")).toBe(2);
});

test("settling a known request (one statement) writes the row, its audit record and its event; racing ones still have one winner", async () => {
  const known = { ...request, id: "per_known1" } as PermissionRequest;
  await backend.pending.open("default", known, audit());
  const shared = { info: JSON.parse(JSON.stringify(known)) as PermissionRequest, owner: backend.replicaID };
  const plan = (info: PermissionRequest) => ({ detail: { kind: "reply" as const }, audit: [{ ...audit(), requestID: info.id, decision: "allow", cause: "reply" } as NewAuditRecord] });
  const before = [await count("toolwire_audit"), await count("toolwire_event")];
  const results = await Promise.all(Array.from({ length: 8 }, () => backend.pending.settle("default", known.id, "once", plan, shared)));
  expect(results.filter((r) => r !== undefined).map((r) => r!.settled.map((s) => s.id))).toEqual([[known.id]]);
  expect([await count("toolwire_audit"), await count("toolwire_event")]).toEqual([before[0]! + 1, before[1]! + 1]);
  const [row] = await backend.db.sql`SELECT status, reply FROM toolwire_pending WHERE id = ${known.id}`;
  expect(row).toEqual({ status: "settled", reply: "once" });
  const [event] = await backend.db.sql`SELECT event, detail FROM toolwire_event WHERE session_id = 'ses_open' ORDER BY seq DESC LIMIT 1`;
  expect(JSON.parse(event.event)).toEqual({ type: "permission.replied", properties: { sessionID: "ses_open", requestID: known.id, reply: "once" } });
  expect(JSON.parse(event.detail)).toEqual({ kind: "reply", owner: backend.replicaID });
});

test("a known request that is not the stored one (owner or text) is planned again from the stored request", async () => {
  const stored = { ...request, id: "per_known2", patterns: ["make stored"] } as PermissionRequest;
  await backend.pending.open("default", stored, audit());
  const planned: string[][] = [];
  const plan = (info: PermissionRequest) => {
    planned.push(info.patterns);
    return { detail: { kind: "reply" as const }, audit: [] };
  };
  const stale = { info: { ...stored, patterns: ["make announced"] } as PermissionRequest, owner: backend.replicaID };
  const result = await backend.pending.settle("default", stored.id, "once", plan, stale);
  expect(result?.settled.map((s) => s.patterns)).toEqual([["make stored"]]);
  expect(planned).toEqual([["make announced"], ["make stored"]]);
  const wrongOwner = { ...request, id: "per_known3" } as PermissionRequest;
  await backend.pending.open("default", wrongOwner, audit());
  const other = await backend.pending.settle("default", wrongOwner.id, "once", plan, { info: wrongOwner, owner: "another-replica" });
  const [event] = await backend.db.sql`SELECT detail FROM toolwire_event WHERE session_id = 'ses_open' ORDER BY seq DESC LIMIT 1`;
  expect(other?.settled.map((s) => s.id)).toEqual([wrongOwner.id]);
  expect(JSON.parse(event.detail).owner).toBe(backend.replicaID);
});

test("asks of one turn share one transaction; an item the database refuses fails alone, a taken id in the batch is refused", async () => {
  const ask = (id: string, sessionID = "ses_batch") => ({ ...request, id, sessionID }) as PermissionRequest;
  const open = (id: string, sessionID?: string) => backend.pending.open("default", ask(id, sessionID), { ...audit(), requestID: id } as NewAuditRecord);
  const first = await Promise.allSettled([open("per_batch1"), open("per_batch2"), open("per_batch2", "ses_batch_other")]);
  expect(first.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
  expect((first[2] as PromiseRejectedResult).reason).toBeInstanceOf(AlreadyExistsError);
  // PostgreSQL text cannot hold U+0000: the statement carrying it is refused, then each item is sent again alone.
  const second = await Promise.allSettled([open("per_batch3"), open("per_batch\u0000"), open("per_batch4")]);
  expect(second.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(String((second[1] as PromiseRejectedResult).reason.message)).toMatch(/permission store postgres:\/\/.*: opening a pending request \(table toolwire_pending\): /);

  const rows: { id: string; session_id: string; xid: string }[] = await backend.db.sql`SELECT p.id, p.session_id, a.xid::text AS xid
    FROM toolwire_pending p JOIN toolwire_audit a ON a.record::json->>'requestID' = p.id WHERE p.id LIKE 'per_batch%' ORDER BY p.id`;
  expect(rows.map((r) => [r.id, r.session_id])).toEqual([1, 2, 3, 4].map((n) => [`per_batch${n}`, "ses_batch"]));
  // The first turn's asks committed together; the second turn's were written one by one, without the refused one.
  expect(rows[0]!.xid).toBe(rows[1]!.xid);
  expect(new Set(rows.map((r) => r.xid)).size).toBe(3);
  const [{ n }] = await backend.db.sql`SELECT count(*)::int AS n FROM toolwire_event WHERE session_id IN ('ses_batch', 'ses_batch_other')`;
  expect(n).toBe(4);
});

test("two servers' batches over the same sessions in opposite orders, and racing fast and slow settles, never deadlock", async () => {
  const other = await openPgBackend(cluster.url("pending"), { projectID: "default" });
  try {
    const sessions = Array.from({ length: 8 }, (_, i) => `ses_lock${i}`);
    const mine = sessions.map((sessionID, i) => ({ ...request, id: `per_lock_a${i}`, sessionID }) as PermissionRequest);
    const theirs = [...sessions].reverse().map((sessionID, i) => ({ ...request, id: `per_lock_b${i}`, sessionID }) as PermissionRequest);
    // A third party holds the middle session's lock until both batches are waiting for it: each has then taken every
    // lock it takes before that one. Taken in item order, each would now hold one the other needs next.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    const holder = backend.db.sql.begin(async (tx) => {
      await tx`SELECT pg_advisory_xact_lock(hashtext(${"toolwire.session:default:ses_lock4"}))`;
      locked();
      await held;
    });
    await holding;
    const asked = (r: PermissionRequest) => ({ ...audit(), sessionID: r.sessionID, requestID: r.id }) as NewAuditRecord;
    const opened = Promise.all([...mine.map((r) => backend.pending.open("default", r, asked(r))), ...theirs.map((r) => other.pending.open("default", r, asked(r)))]);
    for (let i = 0; i < 500; i++) {
      const [{ waiting }] = await backend.db.sql`SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`;
      if (waiting >= 2) break;
      await Bun.sleep(10);
    }
    release();
    await holder;
    await opened;
    // Neither batch was broken (by a deadlock) and retried item by item: each committed whole.
    const batches = await backend.db.sql`SELECT left(record::json->>'requestID', 10) AS side, count(DISTINCT xid)::int AS transactions
      FROM toolwire_audit WHERE record::json->>'requestID' LIKE 'per_lock%' GROUP BY 1 ORDER BY 1`;
    expect(batches).toEqual([{ side: "per_lock_a", transactions: 1 }, { side: "per_lock_b", transactions: 1 }]);

    // Each request answered on both servers at once: one in batches (the announced request), the other through the
    // settling transaction, in the opposite order. Every request has exactly one winner.
    const all = [...mine, ...theirs];
    const plan = (info: PermissionRequest) => ({ detail: { kind: "reply" as const }, audit: [{ ...audit(), sessionID: info.sessionID, requestID: info.id, decision: "allow", cause: "reply" } as NewAuditRecord] });
    const fast = all.map((r) => backend.pending.settle("default", r.id, "once", plan, { info: r, owner: r.id.includes("_a") ? backend.replicaID : other.replicaID }));
    const slow = [...all].reverse().map((r) => other.pending.settle("default", r.id, "once", plan));
    const won = await Promise.all([...fast, ...slow]);
    expect(won.filter((w) => w !== undefined).length).toBe(all.length);

    const [{ deadlocks }] = await backend.db.sql`SELECT deadlocks::int AS deadlocks FROM pg_stat_database WHERE datname = 'pending'`;
    expect(deadlocks).toBe(0);
    const [{ n }] = await backend.db.sql`SELECT count(*)::int AS n FROM toolwire_pending WHERE id LIKE 'per_lock%' AND status = 'settled'`;
    expect(n).toBe(all.length);
  } finally {
    await other.close();
  }
}, 60_000);
