/**
 * Retention over a real PostgreSQL: old settled requests, old events and stopped servers' rows
 * are deleted in bounded batches; pending requests, recent rows, the audit log and approvals stay.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { openPgDatabase, type PgDatabase } from "../../src/store/postgres/pg-database.ts";
import { migratePg } from "../../src/store/postgres/pg-migrations.ts";
import { startPgRetention } from "../../src/store/postgres/pg-retention.ts";
import { type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";

let cluster: PgCluster;
let db: PgDatabase;

beforeAll(async () => {
  cluster = await startPgCluster();
  db = openPgDatabase(await cluster.createDatabase("retention"));
  await migratePg(db);
}, 60_000);
afterAll(async () => {
  await db?.close();
  await cluster?.stop();
}, 30_000);

const count = async (table: string, where = "true") => Number((await db.sql.unsafe(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0].n);

test("a pass deletes only what is settled or stale, in batches, and never the audit log", async () => {
  const sql = db.sql;
  const request = (id: string) => JSON.stringify({ id, sessionID: "ses_r" });
  // Two hours ago: three settled requests, one still pending, events, a stopped server with nothing pending and one with a pending request.
  await sql`INSERT INTO toolwire_replica (id, seen_at) VALUES ('rep_gone', now() - interval '2 hours'), ('rep_holding', now() - interval '2 hours'), ('rep_live', now())`;
  for (const id of ["per_a", "per_b", "per_c"]) {
    await sql`INSERT INTO toolwire_pending (id, project_id, session_id, owner, request, status, reply, settled_at)
      VALUES (${id}, 'default', 'ses_r', 'rep_gone', ${request(id)}, 'settled', 'once', now() - interval '2 hours')`;
  }
  await sql`INSERT INTO toolwire_pending (id, project_id, session_id, owner, request) VALUES ('per_open', 'default', 'ses_r', 'rep_holding', ${request("per_open")})`;
  await sql`INSERT INTO toolwire_pending (id, project_id, session_id, owner, request, status, reply, settled_at)
    VALUES ('per_recent', 'default', 'ses_r', 'rep_live', ${request("per_recent")}, 'settled', 'once', now())`;
  for (let i = 0; i < 5; i++) await sql`INSERT INTO toolwire_event (project_id, session_id, event, created_at) VALUES ('default', 'ses_r', '{}', now() - interval '2 hours')`;
  await sql`INSERT INTO toolwire_event (project_id, session_id, event) VALUES ('default', 'ses_r', '{}')`;
  await sql`INSERT INTO toolwire_audit (id, project_id, session_id, time, record) VALUES ('aud_old', 'default', 'ses_r', 1, '{}')`;

  const retention = startPgRetention(db, { retentionMs: 3_600_000, everyMs: 3_600_000, batch: 2 });
  try {
    expect(await retention.runOnce()).toEqual({ pending: 2, events: 2, replicas: 1 });
    expect(await retention.runOnce()).toEqual({ pending: 1, events: 2, replicas: 0 });
    expect(await retention.runOnce()).toEqual({ pending: 0, events: 1, replicas: 0 });
  } finally {
    await retention.close();
  }
  expect(await count("toolwire_pending")).toBe(2);
  expect(await count("toolwire_pending", "id IN ('per_open', 'per_recent')")).toBe(2);
  expect(await count("toolwire_event")).toBe(1);
  expect(await count("toolwire_replica")).toBe(2);
  expect(await count("toolwire_replica", "id = 'rep_gone'")).toBe(0);
  expect(await count("toolwire_audit")).toBe(1);
}, 30_000);

test("a pass while another server's pass holds the lock skips instead of queueing", async () => {
  const retention = startPgRetention(db, { retentionMs: 3_600_000, everyMs: 3_600_000 });
  const other = await db.sql.reserve();
  try {
    await other`BEGIN`;
    await other`SELECT pg_advisory_xact_lock(hashtext('toolwire.retention'))`;
    expect(await retention.runOnce()).toBeUndefined();
    await other`COMMIT`;
    expect(await retention.runOnce()).toEqual({ pending: 0, events: 0, replicas: 0 });
  } finally {
    other.release();
    await retention.close();
  }
}, 30_000);
