import type { FeedEvent } from "../event-feed.ts";
import type { Sql } from "./pg-database.ts";

/** The channel that wakes every server's feed reader; the payload is only the project id (NOTIFY payloads are small). */
export const EVENTS_CHANNEL = "toolwire_events";

/** An event to append: what FeedEvent carries, less the position the database assigns. */
export type NewFeedEvent = Omit<FeedEvent, "seq">;

/**
 * Appends events inside a transaction. Per session they must reach every reader in commit order,
 * and sequence numbers are handed out before commit: so the transaction takes its id first and
 * then a lock per session (sorted, so two writers never wait on each other in a cycle), which
 * makes one session's writers take their numbers one after the other's commit. The feed reader
 * (pg-event-feed.ts) relies on both. All of it runs in the database function
 * toolwire_append_events (migration 3): one round trip, with that order fixed.
 */
export async function insertEvents(tx: Sql, projectID: string, events: readonly NewFeedEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx`SELECT toolwire_append_events(${projectID}, ${eventRowsJson(events)}::text::json)`;
}

/** Events as the rows toolwire_append_events takes (a JSON array of them). */
export function eventRows(events: readonly NewFeedEvent[]) {
  return events.map((e) => ({ s: e.sessionID, e: JSON.stringify(e.event), d: e.detail ? JSON.stringify(e.detail) : null }));
}

/** Events as the JSON array toolwire_append_events takes. */
export function eventRowsJson(events: readonly NewFeedEvent[]): string {
  return JSON.stringify(eventRows(events));
}
