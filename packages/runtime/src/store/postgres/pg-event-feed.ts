import { createEventBus } from "../../events/event-bus.ts";
import type { EventFeed, FeedEvent } from "../event-feed.ts";
import type { PgDatabase } from "./pg-database.ts";
import { EVENTS_CHANNEL, insertEvents, type NewFeedEvent } from "./pg-event-rows.ts";

export interface PgEventFeedOptions {
  readonly projectID: string;
  /** Polls this often even without notifications (they are lost while the listening connection is down). */
  readonly pollMs?: number;
  /** Appended events waiting for the database beyond this are dropped, oldest first (and logged). */
  readonly maxQueued?: number;
  readonly log?: (message: string) => void;
  readonly onListenerError?: (error: unknown) => void;
}

interface EventRow {
  xmin: string;
  xid: string | null;
  seq: string | null;
  session_id: string;
  event: string;
  detail: string | null;
}

/** Rows per read; written into the read's statement as a literal, so every plan of it knows the limit. */
const BATCH = 2000;

/**
 * The event feed over toolwire_event. NOTIFY only wakes readers; each reads the rows after the
 * last position it has fully seen. Numbers are taken before commit, so a reader can see 7 before
 * 6 commits: a missing number is a gap that is waited for, not skipped, until every transaction
 * that could still hold it has ended. Writers take their transaction id before their number (see
 * insertEvents), so a writer holding a gap already had its id when the gap was seen; a
 * transaction id taken by the reader afterwards is larger, and once the snapshot xmin passes it
 * that writer has ended. Late rows are delivered when they appear; per session they never are
 * late (one session's writers take turns).
 */
export async function openPgEventFeed(db: PgDatabase, options: PgEventFeedOptions): Promise<EventFeed> {
  const { projectID } = options;
  const log = options.log ?? ((message: string) => console.error(message));
  const bus = createEventBus<FeedEvent>(options.onListenerError);
  const [start] = await db.run("reading the event feed (table toolwire_event)", (sql) => sql`SELECT coalesce(max(seq), 0) AS seq FROM toolwire_event`);
  let horizon = Number(start.seq);
  const seen = new Set<number>();
  // Missing numbers below the newest seen, with the transaction id that bounds their possible writers (once known).
  const gaps = new Map<number, bigint | undefined>();
  let closed = false;
  let polling: Promise<void> | undefined;
  let again = false;
  let readFailing = false;

  const readOnce = async (): Promise<boolean> => {
    // While gaps are open, the read also takes a transaction id of its own: it is assigned after
    // this statement's snapshot, so it exceeds the id of any writer that could still hold a gap.
    const bind = gaps.size > 0;
    const rows: EventRow[] = await db.run("reading the event feed (table toolwire_event)", (sql) => sql`
      SELECT s.xmin, s.xid, e.seq, e.session_id, e.event, e.detail
      FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin, CASE WHEN ${bind} THEN pg_current_xact_id()::text END AS xid) s
      LEFT JOIN LATERAL (SELECT seq, session_id, event, detail FROM toolwire_event WHERE project_id = ${projectID} AND seq > ${horizon} ORDER BY seq LIMIT ${sql.unsafe(String(BATCH))}) e ON true`);
    const xmin = BigInt(rows[0]!.xmin);
    const bound = rows[0]!.xid !== null ? BigInt(rows[0]!.xid) : undefined;
    const present = rows.filter((row) => row.seq !== null);
    const complete = present.length < BATCH;
    const last = present.length > 0 ? Number(present.at(-1)!.seq) : horizon;
    for (const row of present) {
      const seq = Number(row.seq!);
      if (seen.has(seq)) continue;
      seen.add(seq);
      gaps.delete(seq);
      if (closed) return false;
      bus.publish({ seq, sessionID: row.session_id, event: JSON.parse(row.event), ...(row.detail ? { detail: JSON.parse(row.detail) } : {}) });
    }
    // A gap whose possible writers have all ended (xmin past the bound), and which this complete read did not return, stays empty.
    for (const [seq, known] of gaps) {
      if (known !== undefined && xmin > known && (complete || seq <= last)) {
        gaps.delete(seq);
        seen.add(seq);
      }
    }
    for (let seq = horizon + 1; seq < last; seq++) if (!seen.has(seq)) gaps.set(seq, gaps.get(seq) ?? bound);
    while (seen.has(horizon + 1)) seen.delete(++horizon);
    return !complete;
  };

  const poll = (): Promise<void> => {
    if (polling) {
      again = true;
      return polling;
    }
    polling = (async () => {
      try {
        do {
          again = false;
          if (await readOnce()) again = true;
        } while (again && !closed);
        if (readFailing) log(`event feed ${db.location}: reading again`);
        readFailing = false;
      } catch (error) {
        if (!readFailing) log(`event feed ${db.location}: cannot read, retrying: ${String((error as Error)?.message ?? error)}`);
        readFailing = true;
      } finally {
        polling = undefined;
      }
    })();
    return polling;
  };

  const subscription = await db.sql.listen(EVENTS_CHANNEL, (payload) => {
    if (payload === projectID) void poll();
  }, () => void poll());
  const timer = setInterval(() => void poll(), options.pollMs ?? 1_000);
  timer.unref?.();

  // Appends (tool part updates) go out in call order, one transaction at a time, retried with backoff.
  const maxQueued = options.maxQueued ?? 100_000;
  let queue: NewFeedEvent[] = [];
  let writing: Promise<void> | undefined;
  let backoff = 0;
  const write = () => {
    writing ??= (async () => {
      while (queue.length > 0 && !closed) {
        const batch = queue.slice(0, 500);
        try {
          await db.transaction("appending tool part events (table toolwire_event)", (tx) => insertEvents(tx, projectID, batch));
          queue = queue.slice(batch.length);
          if (backoff > 0) log(`event feed ${db.location}: appending again`);
          backoff = 0;
        } catch (error) {
          if (backoff === 0) log(`event feed: ${String((error as Error)?.message ?? error)}; retrying`);
          backoff = Math.min(backoff === 0 ? 100 : backoff * 2, 2_000);
          await Bun.sleep(backoff);
        }
      }
      writing = undefined;
    })();
  };

  return {
    append(_project, events) {
      if (closed || events.length === 0) return;
      queue.push(...events);
      if (queue.length > maxQueued) {
        const dropped = queue.length - maxQueued;
        queue = queue.slice(dropped);
        log(`event feed ${db.location}: ${dropped} tool part event(s) dropped: the database has been unreachable for too long`);
      }
      write();
    },
    subscribe: (listener) => bus.subscribe(listener),
    async close() {
      if (closed) return;
      // What is queued goes out first, for a moment at most (the database may be gone).
      if (writing) await Promise.race([writing, Bun.sleep(2_000)]);
      closed = true;
      clearInterval(timer);
      await subscription.unlisten().catch(() => undefined);
      await polling;
    },
  };
}
