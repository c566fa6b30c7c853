import { join } from "node:path";
import type { ToolPartUpdatedEvent } from "../lifecycle/tool-events.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import { openPermissionService, type PermissionService, type PermissionServiceOptions } from "../permission/permission-service.ts";
import { openPgBackend } from "../store/postgres/pg-backend.ts";
import type { PermissionStore } from "../store/permission-store.ts";
import { openSqlitePermissionStore } from "../store/sqlite/sqlite-permission-store.ts";

/** Where a server keeps its permission state: one server's SQLite file, or a PostgreSQL database shared by replicas. */
export interface PermissionBackend {
  readonly store: PermissionStore;
  readonly permissions: PermissionService;
  /** `sqlite <path>`, `postgres <url without password> (replica <id>)` or `store <location>` (an embedder's own), for the start banner. */
  readonly description: string;
  /**
   * The tracker as watchers see it: with replicas, its events come from the shared feed (every
   * server's parts, once each); alone, the tracker itself.
   */
  watchable(tracker: ToolTracker): ToolTracker;
  /** Closes the store (after the service was disposed). */
  close(): Promise<void>;
}

export interface PermissionBackendOptions extends Omit<PermissionServiceOptions, "store"> {
  readonly dataDir: string;
  /** `postgres://…`: share state with every server using the same database. */
  readonly databaseUrl?: string;
  /** PostgreSQL only: how long settled requests and events are kept (see PgBackendOptions). */
  readonly retentionMs?: number;
  /** An embedder's own store for this one server, used instead of SQLite (ignored with databaseUrl); closed with the backend. */
  readonly store?: PermissionStore;
}

/** Opens the store and the permission service over it. */
export async function openPermissionBackend(options: PermissionBackendOptions): Promise<PermissionBackend> {
  const { dataDir, databaseUrl, retentionMs, store: given, ...service } = options;
  if (databaseUrl === undefined) {
    const store = given ?? openSqlitePermissionStore(join(dataDir, "approvals.db"));
    for (const warning of store.warnings) options.log?.(`WARNING: ${warning}`);
    const permissions = await openPermissionService({ ...service, store });
    return {
      store,
      permissions,
      description: `${given ? "store" : "sqlite"} ${store.location}`,
      watchable: (tracker) => tracker,
      async close() {
        await permissions.close();
        await store.close();
      },
    };
  }
  const projectID = service.projectID ?? "default";
  const pg = await openPgBackend(databaseUrl, { projectID, ...(retentionMs !== undefined ? { retentionMs } : {}), ...(service.log ? { log: service.log } : {}), ...(service.onListenerError ? { onListenerError: service.onListenerError } : {}) });
  let permissions;
  try {
    permissions = await openPermissionService({ ...service, store: pg.store, shared: { pending: pg.pending, feed: pg.feed } });
  } catch (error) {
    await pg.close();
    throw error;
  }
  const shared = permissions;
  return {
    store: pg.store,
    permissions: shared,
    description: `postgres ${pg.db.location} (replica ${pg.replicaID})`,
    watchable(tracker) {
      // Every local part update goes to the feed; watchers hear the feed, so each update once, from any server.
      tracker.subscribe((event) => pg.feed.append(projectID, [{ sessionID: event.properties.part.sessionID, event }]));
      return Object.freeze({
        ...tracker,
        subscribe: (listener: (event: ToolPartUpdatedEvent) => void) =>
          pg.feed.subscribe((entry) => {
            if (entry.event.type === "message.part.updated") listener(entry.event as ToolPartUpdatedEvent);
          }),
      });
    },
    async close() {
      await shared.close();
      await pg.close();
    },
  };
}
