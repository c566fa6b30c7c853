/**
 * An ask's approval check on a shared PostgreSQL store: the asks of one event-loop turn share one
 * read of the project's approval counter, and that read still sees every change committed before
 * any of them was made.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import { openPgDatabase, type PgDatabase } from "../../src/store/postgres/pg-database.ts";
import { openPgPermissionStore } from "../../src/store/postgres/pg-permission-store.ts";
import type { PermissionStore } from "../../src/store/permission-store.ts";
import { createMigratedDatabase, type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";

let cluster: PgCluster;
let url: string;
const counterReads: string[] = [];

/** A pool whose statements are counted by what they do. */
function counted(db: PgDatabase): PgDatabase {
  return {
    ...db,
    run(what, work) {
      if (what.startsWith("reading the approval counter")) counterReads.push(what);
      return db.run(what, work);
    },
  };
}

beforeAll(async () => {
  cluster = await startPgCluster();
  url = await createMigratedDatabase(cluster, "refresh");
}, 60_000);
afterAll(async () => {
  await cluster?.stop();
}, 30_000);

/** An approval and the counter bump another server's add() commits, without the notification that usually follows it. */
async function approveQuietly(db: PgDatabase, pattern: string) {
  await db.sql.begin(async (tx) => {
    await tx`INSERT INTO toolwire_approval (id, project_id, permission, pattern, scope, session_key, session_id, request_id, created_at)
             VALUES (${`apr_${pattern.replace(/\W/g, "")}`}, 'default', 'bash', ${pattern}, 'project', '', 'ses_r', 'per_r', 1)`;
    await tx`INSERT INTO toolwire_approval_version (project_id, version) VALUES ('default', 1)
             ON CONFLICT (project_id) DO UPDATE SET version = toolwire_approval_version.version + 1`;
  });
}

test("the asks of one turn share one counter read; a change committed before them is seen by all", async () => {
  const dbA = openPgDatabase(url);
  const dbB = openPgDatabase(url);
  let a: PermissionStore | undefined;
  try {
    a = await openPgPermissionStore(counted(dbA));
    await a.list("default");
    counterReads.length = 0;
    expect(await Promise.all(Array.from({ length: 5 }, () => a!.refresh!("default")))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(counterReads.length).toBe(1);

    // Another server approves (its notification not yet here: the counter alone tells), then five asks arrive together.
    await approveQuietly(dbB, "make build");
    counterReads.length = 0;
    const seen = await Promise.all(Array.from({ length: 5 }, () => a!.refresh!("default")));
    expect(seen.map((approvals) => approvals?.map((x) => x.pattern))).toEqual(Array.from({ length: 5 }, () => ["make build"]));
    expect(counterReads.length).toBe(1);

    // An ask in a later turn reads again.
    await approveQuietly(dbB, "make test");
    expect((await a.refresh!("default"))?.map((x) => x.pattern)).toEqual(["make build", "make test"]);
    expect(counterReads.length).toBe(2);
  } finally {
    await a?.close();
    await dbA.close();
    await dbB.close();
  }
}, 30_000);
