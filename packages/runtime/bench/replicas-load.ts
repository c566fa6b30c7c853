import type { PermissionEvent } from "../src/permission/permission-events.ts";
import { type LoadResult, percentile } from "./grpc-load.ts";
import { createGrpcClient, type RuntimeGrpcClient } from "../src/client/grpc-client.ts";
import { startPgCluster } from "../test/helpers/pg-cluster.ts";
import { postgresPids, totalCpuMs } from "./process-cpu.ts";
import { AGENT_TOKEN, startReplicas, stopReplicas, USER_TOKEN } from "../test/helpers/replicas.ts";

/** What the replica load run did and saw. */
export interface ReplicasLoadResult extends LoadResult {
  /** The part of cpuUsPerRoundTrip spent in PostgreSQL's processes, µs. */
  readonly postgresCpuUsPerRoundTrip: number;
  readonly replicas: number;
  /** From RespondToPermission sent (on one replica) to the asker's answer (from another). */
  readonly releaseP50Ms: number;
  readonly releaseP99Ms: number;
  readonly releaseMaxMs: number;
}

/**
 * `replicas` servers on one throwaway PostgreSQL; `clients` gRPC clients spread over them, each
 * running `roundTrips` sequential asks. One responder per replica watches its WatchPermissions and
 * answers "once" only the requests asked on another replica (the asker's replica is in the ask's
 * metadata), so every reply crosses replicas. Loopback only, bounded by counts and `deadlineMs`.
 */
export async function runReplicasLoad(options: { replicas?: number; clients?: number; roundTrips?: number; deadlineMs?: number } = {}): Promise<ReplicasLoadResult> {
  const count = options.replicas ?? 3;
  const clients = options.clients ?? 100;
  const roundTrips = options.roundTrips ?? 100;
  const deadline = Date.now() + (options.deadlineMs ?? 300_000);
  const cluster = await startPgCluster();
  const url = await cluster.createDatabase("bench");
  const replicas = await startReplicas(url, count);
  const connections: RuntimeGrpcClient[] = [];
  try {
    const asked = new Map<string, number>();
    const replied = new Map<string, number>();
    const replySent = new Map<string, number>();
    let respondErrors = 0;
    const watches = replicas.map((replica, r) => {
      const responder = createGrpcClient({ target: replica.server.grpcTarget, token: USER_TOKEN, ownConnection: true });
      connections.push(responder);
      return responder.watchPermissions({}, (event: PermissionEvent) => {
        if (event.type === "permission.asked") {
          const { id, sessionID, metadata } = event.properties;
          if ((metadata as { replica?: number }).replica === r) return;
          // Every replica sees the ask; the one after the asker's answers it.
          if (((metadata as { replica: number }).replica + 1) % count !== r) return;
          asked.set(id, (asked.get(id) ?? 0) + 1);
          replySent.set(id, performance.now());
          responder.respond({ sessionID, permissionID: id, reply: "once" }).catch(() => respondErrors++);
        } else if (r === 0) {
          replied.set(event.properties.requestID, (replied.get(event.properties.requestID) ?? 0) + 1);
        }
      });
    });
    await Promise.all(watches.map((w) => w.ready));

    const latencies: number[] = [];
    const releases: number[] = [];
    const answered = new Map<string, number>();
    let failures = 0;
    const serverPids = replicas.map((replica) => replica.server.proc.pid);
    const pgBefore = totalCpuMs(postgresPids());
    const serversBefore = totalCpuMs(serverPids);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        const r = c % count;
        const client = createGrpcClient({ target: replicas[r]!.server.grpcTarget, token: AGENT_TOKEN, ownConnection: true });
        connections.push(client);
        for (let i = 0; i < roundTrips && Date.now() < deadline; i++) {
          const t0 = performance.now();
          try {
            const response = await client.ask({ sessionID: `ses_rload${c}`, permission: "bash", patterns: [`make target-${c}-${i}`], metadata: { replica: r, client: c, i } });
            const t1 = performance.now();
            latencies.push(t1 - t0);
            const sent = replySent.get(response.id);
            if (sent !== undefined) releases.push(t1 - sent);
            if (response.outcome !== "allowed" || response.reply !== "once") failures++;
            answered.set(response.id, (answered.get(response.id) ?? 0) + 1);
          } catch {
            failures++;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Backends started meanwhile count from zero; the cluster's processes are this bench's alone.
    const pgMs = totalCpuMs(postgresPids()) - pgBefore;
    const cpuMs = totalCpuMs(serverPids) - serversBefore + pgMs;
    for (let i = 0; i < 300 && replied.size < answered.size; i++) await Bun.sleep(10);
    for (const w of watches) w.cancel();

    const expected = clients * roundTrips;
    const completed = latencies.length;
    const duplicated = [...answered.values(), ...replied.values(), ...asked.values()].filter((n) => n > 1).length;
    const lost = expected - completed + failures + respondErrors + Math.max(0, answered.size - replied.size);
    latencies.sort((a, b) => a - b);
    releases.sort((a, b) => a - b);
    return {
      replicas: count,
      clients,
      roundTripsPerClient: roundTrips,
      completed,
      lost,
      duplicated,
      seconds,
      roundTripsPerSec: completed / seconds,
      cpuUsPerRoundTrip: (cpuMs * 1000) / Math.max(1, completed),
      postgresCpuUsPerRoundTrip: (pgMs * 1000) / Math.max(1, completed),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? Number.NaN,
      releaseP50Ms: percentile(releases, 50),
      releaseP99Ms: percentile(releases, 99),
      releaseMaxMs: releases.at(-1) ?? Number.NaN,
    };
  } finally {
    for (const connection of connections) connection.close();
    await stopReplicas(replicas);
    await cluster.stop();
  }
}
