import type { PgDatabase } from "./pg-database.ts";

export interface PgRetentionOptions {
  /** Settled requests, events and rows of stopped servers older than this are deleted. */
  readonly retentionMs: number;
  /** How often a pass runs on this server (one server at a time across the deployment). */
  readonly everyMs?: number;
  /** Rows deleted per statement, so a pass never holds long locks. */
  readonly batch?: number;
  readonly log?: (message: string) => void;
}

/** What one pass deleted. */
export interface PgRetentionPass {
  readonly pending: number;
  readonly events: number;
  readonly replicas: number;
}

/** Periodic deletion of what the shared tables no longer need; `runOnce` is also what the timer calls. */
export interface PgRetention {
  runOnce(): Promise<PgRetentionPass | undefined>;
  close(): Promise<void>;
}

/**
 * Keeps the shared tables from growing without end. The audit log and approvals are never
 * touched: they are the record. Settled requests only answer "is it still pending?" (no, once
 * gone), events only feed replicas that are at most a few seconds behind, and a stopped server's
 * heartbeat row only marks its requests orphaned. A try-lock makes concurrent passes of several
 * servers skip rather than queue; each statement deletes a bounded batch.
 */
export function startPgRetention(db: PgDatabase, options: PgRetentionOptions): PgRetention {
  const batch = options.batch ?? 5_000;
  const seconds = options.retentionMs / 1000;
  const runOnce = () =>
    db.transaction("pruning settled requests and old events (tables toolwire_pending, toolwire_event, toolwire_replica)", async (tx) => {
      const [lock] = await tx`SELECT pg_try_advisory_xact_lock(hashtext('toolwire.retention')) AS taken`;
      if (!lock.taken) return undefined;
      const pending = await tx`DELETE FROM toolwire_pending WHERE seq IN (
        SELECT seq FROM toolwire_pending WHERE status = 'settled' AND settled_at < now() - make_interval(secs => ${seconds}) LIMIT ${batch})`;
      const events = await tx`DELETE FROM toolwire_event WHERE seq IN (
        SELECT seq FROM toolwire_event WHERE created_at < now() - make_interval(secs => ${seconds}) LIMIT ${batch})`;
      // A stopped server's row, once nothing of it is pending (the others settled its requests as orphaned).
      const replicas = await tx`DELETE FROM toolwire_replica r WHERE seen_at < now() - make_interval(secs => ${seconds})
        AND NOT EXISTS (SELECT 1 FROM toolwire_pending p WHERE p.owner = r.id AND p.status = 'pending')`;
      return { pending: pending.count, events: events.count, replicas: replicas.count };
    });
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    running ??= runOnce()
      .catch((error) => options.log?.(`retention pass failed (retried next time): ${String((error as Error)?.message ?? error)}`))
      .finally(() => (running = undefined));
  }, options.everyMs ?? 60_000);
  timer.unref?.();
  return {
    runOnce,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
