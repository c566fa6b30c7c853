import type { EventFeed } from "../event-feed.ts";
import type { PendingRequestStore } from "../pending-request-store.ts";
import { openPgDatabase, type PgDatabase } from "./pg-database.ts";
import { openPgEventFeed } from "./pg-event-feed.ts";
import { migratePg } from "./pg-migrations.ts";
import { createPgPendingRequestStore } from "./pg-pending-request-store.ts";
import { openPgPermissionStore } from "./pg-permission-store.ts";
import { type PgLivenessOptions, startPgReplicaLiveness } from "./pg-replica-liveness.ts";
import { startPgRetention } from "./pg-retention.ts";
import type { PermissionStore } from "../permission-store.ts";

/** How long settled requests and events stay in the shared tables by default. */
export const DEFAULT_RETENTION_MS = 3_600_000;

/** Everything one server keeps in a shared PostgreSQL database, over one pool. */
export interface PgBackend {
  readonly db: PgDatabase;
  readonly store: PermissionStore;
  readonly pending: PendingRequestStore;
  readonly feed: EventFeed;
  readonly replicaID: string;
  /** Stops the feed and the heartbeat (the server is then taken for gone at once) and closes the pool. */
  close(): Promise<void>;
}

export interface PgBackendOptions extends PgLivenessOptions {
  readonly projectID: string;
  /** Settled requests, events and stopped servers' rows are deleted after this (default an hour); the audit log never is. */
  readonly retentionMs?: number;
  readonly onListenerError?: (error: unknown) => void;
}

/** Connects, applies migrations (safe with several servers starting together), registers this server and starts its feed. */
export async function openPgBackend(url: string, options: PgBackendOptions): Promise<PgBackend> {
  const db = openPgDatabase(url);
  const opened: { close(): Promise<void> }[] = [];
  try {
    await migratePg(db);
    const store = await openPgPermissionStore(db);
    opened.push(store);
    const liveness = await startPgReplicaLiveness(db, options);
    opened.push(liveness);
    const feed = await openPgEventFeed(db, { projectID: options.projectID, ...(options.log ? { log: options.log } : {}), ...(options.onListenerError ? { onListenerError: options.onListenerError } : {}) });
    opened.push(feed);
    const retention = startPgRetention(db, { retentionMs: options.retentionMs ?? DEFAULT_RETENTION_MS, ...(options.log ? { log: options.log } : {}) });
    return {
      db,
      store,
      pending: createPgPendingRequestStore(db, liveness),
      feed,
      replicaID: liveness.replicaID,
      async close() {
        await retention.close();
        await feed.close();
        await store.close();
        await liveness.close();
        await db.close();
      },
    };
  } catch (error) {
    for (const part of opened.reverse()) await part.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    throw error;
  }
}
