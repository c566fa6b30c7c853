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
