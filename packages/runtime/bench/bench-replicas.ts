import { cpus } from "node:os";
import { runGrpcLoad } from "./grpc-load.ts";
import { runReplicasLoad } from "./replicas-load.ts";

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * The replicas' section of BENCHMARKS.md: 3 servers sharing a throwaway PostgreSQL against one
 * server on its embedded SQLite, the same 100 clients × 100 ask → reply round trips, in one run.
 * `bun run bench -- --only replicas` runs this section alone.
 */
export async function benchReplicas(): Promise<string> {
  const single = await runGrpcLoad({ clients: 100, roundTrips: 100, deadlineMs: 180_000 });
  const shared = await runReplicasLoad({ replicas: 3, clients: 100, roundTrips: 100, deadlineMs: 300_000 });
  // The same path without queueing: what one reply costs to cross replicas.
  const quiet = await runReplicasLoad({ replicas: 3, clients: 3, roundTrips: 100, deadlineMs: 120_000 });
  const row = (label: string, a: string, b: string) => `| ${label} | ${a} | ${b} |`;
  return [
    "## Replicas (`--store postgres://…`)",
    "",
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Bun ${Bun.version}; PostgreSQL from Debian's package as a throwaway cluster on 127.0.0.1 (default settings: \`synchronous_commit = on\`, fsync on), every process on the same machine.`,
    "",
    `${shared.clients} gRPC clients (one connection each) × ${shared.roundTripsPerClient} sequential AskPermission calls. Single server: \`bun run serve\` on SQLite, one responder on WatchPermissions. Replicas: ${shared.replicas} \`bun run serve --store postgres://…\` subprocesses, clients spread evenly over them; one responder per replica answers, with RespondToPermission on its own replica, only asks made on the previous replica, so every reply crosses replicas and every release travels through PostgreSQL (commit, NOTIFY, feed read).`,
    "",
    "| measure | single server, SQLite | 3 replicas, PostgreSQL |",
    "| --- | --- | --- |",
    row("round trips completed", `${fmt(single.completed)} of ${fmt(single.clients * single.roundTripsPerClient)}`, `${fmt(shared.completed)} of ${fmt(shared.clients * shared.roundTripsPerClient)}`),
    row("lost / duplicated", `${single.lost} / ${single.duplicated}`, `${shared.lost} / ${shared.duplicated}`),
    row("wall time", `${fmt(single.seconds, 2)} s`, `${fmt(shared.seconds, 2)} s`),
    row("throughput", `${fmt(single.roundTripsPerSec)} round trips/s`, `${fmt(shared.roundTripsPerSec)} round trips/s`),
    row("ask → answer p50 / p99 / max", `${fmt(single.p50Ms, 1)} / ${fmt(single.p99Ms, 1)} / ${fmt(single.maxMs, 1)} ms`, `${fmt(shared.p50Ms, 1)} / ${fmt(shared.p99Ms, 1)} / ${fmt(shared.maxMs, 1)} ms`),
    row("reply sent → asker released p50 / p99 / max", "—", `${fmt(shared.releaseP50Ms, 1)} / ${fmt(shared.releaseP99Ms, 1)} / ${fmt(shared.releaseMaxMs, 1)} ms`),
    row("CPU per round trip (every server process, and PostgreSQL's for replicas)", `${fmt(single.cpuUsPerRoundTrip ?? Number.NaN)} µs`, `${fmt(shared.cpuUsPerRoundTrip ?? Number.NaN)} µs (PostgreSQL ${fmt(shared.postgresCpuUsPerRoundTrip)} µs, the 3 servers ${fmt((shared.cpuUsPerRoundTrip ?? Number.NaN) - shared.postgresCpuUsPerRoundTrip)} µs)`),
    "",
    "Like for like (issue 26): the replicas' whole cost against one server's, and the release across replicas. \"before\" is the figure in the issue's text.",
    "",
    "| measure | before | goal | now |",
    "| --- | ---: | ---: | ---: |",
    `| 3 replicas' CPU per round trip ÷ one SQLite server's (100 clients) | ≈ 4× (610 vs 2,610 round trips/s on 2 cores) | ≤ 1.5× | ${((shared.cpuUsPerRoundTrip ?? Number.NaN) / (single.cpuUsPerRoundTrip ?? Number.NaN)).toFixed(2)}× |`,
    `| reply → release p99, 100 clients × 3 replicas | 182 ms | ≤ 50 ms | ${fmt(shared.releaseP99Ms, 1)} ms |`,
    "",
    `Without queueing (${quiet.clients} clients, one per replica, × ${quiet.roundTripsPerClient}: ${fmt(quiet.completed)} round trips, lost / duplicated ${quiet.lost} / ${quiet.duplicated}): ask → answer p50 / p99 ${fmt(quiet.p50Ms, 1)} / ${fmt(quiet.p99Ms, 1)} ms; reply sent → asker released on another replica p50 / p99 / max ${fmt(quiet.releaseP50Ms, 1)} / ${fmt(quiet.releaseP99Ms, 1)} / ${fmt(quiet.releaseMaxMs, 1)} ms. Under the 100-client load above the release waits behind the queue on 2 cores shared by 3 servers, PostgreSQL and the 100 clients.`,
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchReplicas());
