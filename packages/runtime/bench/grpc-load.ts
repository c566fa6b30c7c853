import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createGrpcClient, type RuntimeGrpcClient } from "../src/client/grpc-client.ts";
import { spawnServer } from "../src/cli/spawn-serve.ts";
import { processCpuMs } from "./process-cpu.ts";

/** What one load run did and saw. */
export interface LoadResult {
  readonly clients: number;
  readonly roundTripsPerClient: number;
  readonly completed: number;
  /** Asks that never got an answer (or got an error). */
  readonly lost: number;
  /** Request ids answered more than once, or replied events beyond one per request. */
  readonly duplicated: number;
  readonly seconds: number;
  /** CPU of every server process (and PostgreSQL's, for replicas) per completed round trip, µs (from /proc). */
  readonly cpuUsPerRoundTrip?: number;
  readonly roundTripsPerSec: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

export interface LoadOptions {
  readonly clients?: number;
  readonly roundTrips?: number;
  /** Hard stop for the whole run; the load test always ends by itself. */
  readonly deadlineMs?: number;
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Starts `serve` on free loopback ports with a temp data dir; resolves once it listens. */
async function startServer(token: string) {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-load-"));
  const server = await spawnServer(dir, { TOOLWIRE_TOKEN: token });
  return {
    target: server.grpcTarget,
    pid: server.proc.pid,
    async stop() {
      await server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The gRPC load test: `clients` concurrent clients (each on its own connection) each run
 * `roundTrips` sequential AskPermission calls against a server subprocess; one responder watches
 * WatchPermissions and answers every request "once" with RespondToPermission. Loopback only,
 * bounded in count and by `deadlineMs`.
 */
export async function runGrpcLoad(options: LoadOptions = {}): Promise<LoadResult> {
  const clients = options.clients ?? 100;
  const roundTrips = options.roundTrips ?? 100;
  const deadline = Date.now() + (options.deadlineMs ?? 120_000);
  const token = "load-test-token";
  const server = await startServer(token);
  const connections: RuntimeGrpcClient[] = [];
  try {
    const responder = createGrpcClient({ target: server.target, token, ownConnection: true });
    connections.push(responder);
    const asked = new Map<string, number>();
    const replied = new Map<string, number>();
    let respondErrors = 0;
    const watch = responder.watchPermissions({}, (event) => {
      if (event.type === "permission.asked") {
        const { id, sessionID } = event.properties;
        asked.set(id, (asked.get(id) ?? 0) + 1);
        responder.respond({ sessionID, permissionID: id, reply: "once" }).catch(() => respondErrors++);
      } else {
        replied.set(event.properties.requestID, (replied.get(event.properties.requestID) ?? 0) + 1);
      }
    });
    await watch.ready;

    const latencies: number[] = [];
    const answered = new Map<string, number>();
    let failures = 0;
    // Every connection is open (and has made one call) before the clock starts: the figure is round trips,
    // not 100 TCP and HTTP/2 handshakes.
    const pool = Array.from({ length: clients }, () => createGrpcClient({ target: server.target, token, ownConnection: true }));
    connections.push(...pool);
    await Promise.all(pool.map((client) => client.list()));
    const cpuBefore = processCpuMs(server.pid);
    const started = performance.now();
    await Promise.all(
      pool.map(async (client, c) => {
        for (let i = 0; i < roundTrips && Date.now() < deadline; i++) {
          const t0 = performance.now();
          try {
            const response = await client.ask({ sessionID: `ses_load${c}`, permission: "bash", patterns: [`make target-${c}-${i}`], metadata: { client: c, i } });
            latencies.push(performance.now() - t0);
            if (response.outcome !== "allowed" || response.reply !== "once") failures++;
            answered.set(response.id, (answered.get(response.id) ?? 0) + 1);
          } catch {
            failures++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = processCpuMs(server.pid) - cpuBefore;
    // Replied events trail the last answers by a moment.
    for (let i = 0; i < 200 && replied.size < answered.size; i++) await Bun.sleep(10);
    watch.cancel();

    const expected = clients * roundTrips;
    const completed = latencies.length;
    const duplicated =
      [...answered.values()].filter((n) => n > 1).length +
      [...replied.values()].filter((n) => n > 1).length +
      [...asked.values()].filter((n) => n > 1).length;
    const lost = expected - completed + failures + respondErrors + Math.max(0, answered.size - replied.size);
    latencies.sort((a, b) => a - b);
    return {
      clients,
      roundTripsPerClient: roundTrips,
      completed,
      lost,
      duplicated,
      seconds,
      roundTripsPerSec: completed / seconds,
      cpuUsPerRoundTrip: (cpuMs * 1000) / Math.max(1, completed),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? Number.NaN,
    };
  } finally {
    for (const connection of connections) connection.close();
    await server.stop();
  }
}
