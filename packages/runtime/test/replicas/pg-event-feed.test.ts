/**
 * The event feed over a real PostgreSQL, as several servers see it: every reader gets every event once, in order
 * per session, whatever its size (a NOTIFY payload holds 8000 bytes; the feed's wake-up carries only the project
 * and readers read the rows) and however many servers write at once.
 */
import { afterAll, beforeAll, expect, test } from "bun:test";
import type { EventFeed, FeedEvent } from "../../src/store/event-feed.ts";
import { openPgDatabase } from "../../src/store/postgres/pg-database.ts";
import { openPgEventFeed } from "../../src/store/postgres/pg-event-feed.ts";
import { migratePg } from "../../src/store/postgres/pg-migrations.ts";
import { createMigratedDatabase, type PgCluster, startPgCluster } from "../helpers/pg-cluster.ts";

let cluster: PgCluster;
let url: string;
const opened: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  cluster = await startPgCluster();
  url = await createMigratedDatabase(cluster, "feed");
}, 60_000);
afterAll(async () => {
  for (const o of opened.reverse()) await o.close().catch(() => undefined);
  await cluster?.stop();
}, 30_000);

/** A server's feed over its own pool, and what it delivered. */
async function reader(pollMs = 60_000): Promise<{ feed: EventFeed; seen: FeedEvent[] }> {
  const db = openPgDatabase(url);
  const feed = await openPgEventFeed(db, { projectID: "default", pollMs });
  opened.push(db, feed);
  const seen: FeedEvent[] = [];
  feed.subscribe((e) => seen.push(e));
  return { feed, seen };
}

const event = (sessionID: string, n: number, padding = "") => ({ sessionID, event: { type: "tool.part.updated", properties: { n, padding } } });
const n = (e: FeedEvent) => (e.event as { properties: { n: number } }).properties.n;
const ascending = (xs: readonly number[]) => [...xs].sort((a, b) => a - b);
const waitFor = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await Bun.sleep(5);
  }
};

test("a row larger than a notification payload arrives whole; the events around it arrive once, in order", async () => {
  const writer = await reader();
  const other = await reader();
  writer.feed.append("default", [event("ses_b", 0)]);
  writer.feed.append("default", [event("ses_b", 1, "x".repeat(10_000))]);
  writer.feed.append("default", [event("ses_b", 2)]);
  await waitFor(() => other.seen.filter((e) => e.sessionID === "ses_b").length === 3);
  const got = other.seen.filter((e) => e.sessionID === "ses_b");
  expect(got.map(n)).toEqual([0, 1, 2]);
  expect((got[1]!.event as { properties: { padding: string } }).properties.padding.length).toBe(10_000);
});

test("many writers at once: a reader sees every event once, each session's in order", async () => {
  const writers = await Promise.all([reader(), reader(), reader()]);
  const watcher = await reader(200);
  const start = watcher.seen.length;
  const sessions = ["ses_x", "ses_y", "ses_z", "ses_w"];
  writers.forEach((w, i) => {
    for (let k = 0; k < 50; k++) w.feed.append("default", [event(sessions[(k + i) % sessions.length]!, i * 1000 + k)]);
  });
  await waitFor(() => watcher.seen.length - start === 150, 20_000);
  const got = watcher.seen.slice(start);
  expect(new Set(got.map((e) => e.seq)).size).toBe(150);
  // Across sessions a row that commits late is delivered when it appears; within a session, in order.
  for (const session of sessions) {
    const mine = got.filter((e) => e.sessionID === session);
    expect(mine.map((e) => e.seq)).toEqual(ascending(mine.map((e) => e.seq)));
    for (let w = 0; w < writers.length; w++) {
      const written = mine.filter((e) => Math.floor(n(e) / 1000) === w).map(n);
      expect(written).toEqual(ascending(written));
    }
  }
}, 30_000);

test("the feed's read finds new rows by index, never by scanning the table, however the table grew since its plan was cached", async () => {
  // A fresh, never analyzed database: the state in which a cached generic plan could choose to scan the table.
  const planUrl = await cluster.createDatabase("feedplan");
  const admin = openPgDatabase(planUrl);
  try {
    await migratePg(admin);
    // One connection, so every read reuses its statement (PostgreSQL caches a generic plan after five).
    const db = openPgDatabase(planUrl, { max: 1 });
    const feed = await openPgEventFeed(db, { projectID: "default", pollMs: 60_000 });
    const seen: FeedEvent[] = [];
    feed.subscribe((e) => seen.push(e));
    const writer = await openPgEventFeed(admin, { projectID: "default", pollMs: 60_000 });
    const oneByOne = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        writer.append("default", [event("ses_plan", i)]);
        await waitFor(() => seen.length === i + 1);
      }
    };
    await oneByOne(0, 10);
    // Another project's events make the table large: a read that scanned it would now read them all, every time.
    await admin.sql`INSERT INTO toolwire_event (project_id, session_id, event) SELECT 'other', 's', '{}' FROM generate_series(1, 30000)`;
    await oneByOne(10, 20);
    expect(seen.map(n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    await writer.close();
    await feed.close();
    await db.close();
    // A backend's table statistics are complete once it has exited.
    for (let i = 0; i < 200; i++) {
      const [{ others }] = await admin.sql`SELECT count(*)::int AS others FROM pg_stat_activity WHERE datname = 'feedplan' AND pid <> pg_backend_pid()`;
      if (others === 0) break;
      await Bun.sleep(10);
    }
    await admin.sql`SELECT pg_stat_force_next_flush()`;
    const [stats] = await admin.sql`SELECT seq_scan::int AS scans, idx_scan::int AS lookups FROM pg_stat_user_tables WHERE relname = 'toolwire_event'`;
    expect(stats.lookups).toBeGreaterThanOrEqual(20);
    expect(stats.scans).toBe(0);
  } finally {
    await admin.close();
  }
}, 60_000);
