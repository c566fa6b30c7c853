import { createIdentifier } from "../../ids/identifier.ts";
import { RuntimeError } from "../../errors/runtime-error.ts";
import { type PgDatabase, withDeadline } from "./pg-database.ts";

export interface PgLivenessOptions {
  /** How often this server records that it is alive. */
  readonly heartbeatMs?: number;
  /** Without a recorded heartbeat for this long, this server gives up its own asks (the others are about to). */
  readonly giveUpMs?: number;
  /** Another server silent for this long is taken for gone; its pending requests are settled as orphaned. */
  readonly orphanAfterMs?: number;
  readonly log?: (message: string) => void;
}

/** This server's heartbeat in toolwire_replica, and what follows from losing it. */
export interface PgReplicaLiveness {
  readonly replicaID: string;
  readonly orphanAfterMs: number;
  /** Throws UNAVAILABLE while this server cannot reach the database (so it acknowledges nothing new). */
  requireAlive(): void;
  onLost(listener: () => void): () => void;
  /** Listens for the database coming back after a loss. */
  onRegained(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Registers this server and heartbeats every `heartbeatMs` (by the database clock, so servers'
 * clocks never matter). Giving up happens strictly before the others orphan (giveUpMs <
 * orphanAfterMs), so an asker is never left waiting on a request the others have dropped.
 */
export async function startPgReplicaLiveness(db: PgDatabase, options: PgLivenessOptions = {}): Promise<PgReplicaLiveness> {
  const heartbeatMs = options.heartbeatMs ?? 500;
  const giveUpMs = options.giveUpMs ?? 5_000;
  const orphanAfterMs = options.orphanAfterMs ?? 10_000;
  const log = options.log ?? ((message: string) => console.error(message));
  const replicaID = createIdentifier("rep");
  await db.run("registering this server (table toolwire_replica)", (sql) => sql`INSERT INTO toolwire_replica (id) VALUES (${replicaID})`);
  const lost = new Set<() => void>();
  const regained = new Set<() => void>();
  let lastBeat = performance.now();
  let down = false;
  let closed = false;

  const beat = async () => {
    try {
      await withDeadline(db.sql`UPDATE toolwire_replica SET seen_at = now() WHERE id = ${replicaID}`, Math.max(heartbeatMs * 4, 1_000), "heartbeat");
      lastBeat = performance.now();
      if (down) {
        down = false;
        log(`database ${db.location} reachable again; this server (${replicaID}) acknowledges again`);
        for (const listener of [...regained]) listener();
      }
    } catch {
      if (!down && performance.now() - lastBeat > giveUpMs) {
        down = true;
        log(`database ${db.location} unreachable for ${giveUpMs} ms: this server (${replicaID}) rejects its pending asks and acknowledges nothing until it is back`);
        for (const listener of [...lost]) listener();
      }
    }
  };
  let beating: Promise<void> | undefined;
  const timer = setInterval(() => {
    beating ??= beat().finally(() => (beating = undefined));
  }, heartbeatMs);
  timer.unref?.();

  return {
    replicaID,
    orphanAfterMs,
    requireAlive() {
      if (down || performance.now() - lastBeat > giveUpMs) {
        throw new RuntimeError("UNAVAILABLE", `permission store ${db.location} (table toolwire_replica): this server has recorded no heartbeat for over ${giveUpMs} ms, so it acknowledges nothing`);
      }
    },
    onLost(listener) {
      lost.add(listener);
      return () => lost.delete(listener);
    },
    onRegained(listener) {
      regained.add(listener);
      return () => regained.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await beating;
      // A clean stop: the others need not wait for this server's heartbeat to go stale.
      await db.sql`DELETE FROM toolwire_replica WHERE id = ${replicaID}`.catch(() => undefined);
    },
  };
}
