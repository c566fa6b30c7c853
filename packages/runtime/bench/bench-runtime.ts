import { cpus } from "node:os";
import { runGrpcLoad } from "./grpc-load.ts";
import { measureInProcess } from "./in-process-bench.ts";
import { measureHardening } from "./permission-hardening-bench.ts";

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * The runtime's section of BENCHMARKS.md: in-process asks/s and merges/s, then the gRPC load
 * test (100 concurrent clients × 100 ask → reply round trips against a server subprocess on
 * loopback). Bounded: fixed counts and a 120 s deadline.
 */
export async function benchRuntime(): Promise<string> {
  const local = await measureInProcess();
  const hardening = await measureHardening();
  const load = await runGrpcLoad({ clients: 100, roundTrips: 100, deadlineMs: 120_000 });
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Bun ${Bun.version}`;
  return [
    "## Runtime (`@toolwire/runtime`)",
    "",
    `Machine: ${machine}.`,
    "",
    "### In process",
    "",
    "| measure | result |",
    "| --- | --- |",
    `| asks decided by rules (last-match-wins over a 7-rule config) | ${fmt(local.ruleAsksPerSec)} asks/s |`,
    `| ask → \`permission.asked\` → reply once → resolved | ${fmt(local.roundTripsPerSec)} round trips/s |`,
    `| tool part streaming merges (validated by the generated ToolPart schema) | ${fmt(local.mergesPerSec)} merges/s |`,
    "",
    `(${fmt(local.asks)} asks of each kind; ${fmt(local.merges)} merges: create, run, 8 metadata updates, complete per part.)`,
    "",
    "### Permission hardening",
    "",
    "| measure | result |",
    "| --- | --- |",
    `| wildcard \`*a*b*a*b*c\` against 600 characters, linear matcher | ${fmt(hardening.redosLinearMs, 3)} ms |`,
    `| the same pattern with the old regex matcher, at only ${hardening.redosRegexLength} characters | ${fmt(hardening.redosRegexMs, 1)} ms (O(n⁴): about 75 s at 600) |`,
    `| a whole ask decided against a config holding that pattern, 600-character input, SQLite audit row written | ${fmt(hardening.redosAskMs, 2)} ms |`,
    `| rule-decided asks with the durable (fsynced) SQLite audit log, one asker at a time | ${fmt(hardening.auditedSequentialPerSec)} asks/s |`,
    `| the same, 100 concurrent askers (audit rows share commits) | ${fmt(hardening.auditedConcurrentPerSec)} asks/s (${fmt(hardening.auditedConcurrentPerSec / hardening.auditedSequentialPerSec, 1)}× sequential) |`,
    "",
    "### gRPC load test",
    "",
    `${load.clients} concurrent clients (one connection each) × ${load.roundTripsPerClient} sequential AskPermission calls against \`bun run serve\` as a subprocess on 127.0.0.1; one responder on WatchPermissions answers each request with RespondToPermission (once).`,
    "",
    "| measure | result |",
    "| --- | --- |",
    `| round trips completed | ${fmt(load.completed)} of ${fmt(load.clients * load.roundTripsPerClient)} |`,
    `| lost / duplicated replies | ${load.lost} / ${load.duplicated} |`,
    `| wall time | ${fmt(load.seconds, 2)} s |`,
    `| throughput | ${fmt(load.roundTripsPerSec)} round trips/s |`,
    `| latency p50 / p99 / max | ${fmt(load.p50Ms, 1)} / ${fmt(load.p99Ms, 1)} / ${fmt(load.maxMs, 1)} ms |`,
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchRuntime());
