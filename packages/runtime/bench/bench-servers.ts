import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { createGrpcClient, type RuntimeGrpcClient } from "../src/client/grpc-client.ts";
import { spawnServer } from "../src/cli/spawn-serve.ts";
import { percentile } from "./grpc-load.ts";
import { processCpuMs } from "./process-cpu.ts";

const TOKEN = "bench-servers-token";
const BARE = join(import.meta.dir, "bare-servers.ts");
const MEMORY = join(import.meta.dir, "memory-store-server.ts");
/** Round trips per cell, spread over the clients; small enough to keep the section under a minute on 2 cores. */
const ROUND_TRIPS = Number(process.env.TOOLWIRE_BENCH_SERVER_TRIPS ?? 2000);
const CLIENTS = [1, 10, 100] as const;
/**
 * Untimed round trips per server and transport before any cell. Measured: after 4,000 the JIT compiler threads of
 * `bun run serve` still used about 30 µs of CPU per round trip (the bare peer's, with far less code, none); after
 * 20,000 neither's did, so every server is measured in its steady state.
 */
const WARM_UP = Number(process.env.TOOLWIRE_BENCH_SERVER_WARMUP ?? 20_000);
const DEADLINE_MS = 60_000;

/** The issue-26 "before" figures: toolwire over its memory store ÷ bare, and on disk ÷ a bare peer that syncs nothing. */
const BEFORE_MEMORY: Record<string, string> = { "gRPC 1": "0.87×", "gRPC 10": "1.08×", "gRPC 100": "0.92×", "HTTP 1": "0.74×", "HTTP 10": "0.78×", "HTTP 100": "0.84×" };
const BEFORE_DURABLE: Record<string, string> = { "gRPC 1": "0.57×", "gRPC 10": "0.67×", "gRPC 100": "0.77×", "HTTP 1": "0.42×", "HTTP 10": "0.34×", "HTTP 100": "0.49×" };

/** A RAM-backed directory (fsync costs nothing there), to show the server's cost without the disk's. */
const RAM_DIR = "/dev/shm";

interface Endpoints {
  readonly httpUrl: string;
  readonly grpcTarget: string;
  /** The server process, whose CPU time a cell reads. */
  readonly pid: number;
  stop(): Promise<void>;
}

interface Cell {
  readonly perSec: number;
  readonly p50: number;
  readonly p99: number;
  readonly completed: number;
  /** CPU time of the server process (all its threads, user + system) per round trip, µs; NaN where /proc is missing. */
  readonly serverCpuUs: number;
}

/** `bun run serve` on loopback with a temp data dir under `base` (the OS temp dir: on disk, as deployed). */
async function startToolwire(base = tmpdir()): Promise<Endpoints> {
  const dir = mkdtempSync(join(base, "toolwire-bench-servers-"));
  const server = await spawnServer(dir, { TOOLWIRE_TOKEN: TOKEN });
  return {
    httpUrl: server.httpUrl,
    grpcTarget: server.grpcTarget,
    pid: server.proc.pid,
    async stop() {
      await server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A server script that prints `listening: http=<url> grpc=<target>` (the bare peers, the memory-store floor) as a subprocess. */
async function startScript(script: string, args: readonly string[] = []): Promise<Endpoints> {
  const proc = Bun.spawn(["bun", script, ...args], { stdout: "pipe", stderr: "inherit", env: { ...process.env, TOOLWIRE_TOKEN: TOKEN } });
  const reader = proc.stdout.getReader();
  let output = "";
  let match: RegExpMatchArray | null = null;
  while (!(match = output.match(/listening: http=(\S+) grpc=(\S+)/))) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`${script} exited: ${output}`);
    output += new TextDecoder().decode(value);
  }
  reader.releaseLock();
  return {
    httpUrl: match[1]!,
    grpcTarget: match[2]!,
    pid: proc.pid,
    async stop() {
      proc.kill();
      await proc.exited;
    },
  };
}

/** Runs `perClient` sequential asks on each client at once, after one untimed ask each; latencies in ms. */
async function drive(server: number, clients: number, perClient: number, askOnce: (client: number, i: number) => Promise<void>): Promise<Cell> {
  await Promise.all(Array.from({ length: clients }, (_, c) => askOnce(c, -1)));
  const latencies: number[] = [];
  const deadline = Date.now() + DEADLINE_MS;
  const cpuBefore = processCpuMs(server);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      for (let i = 0; i < perClient && Date.now() < deadline; i++) {
        const t0 = performance.now();
        await askOnce(c, i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const serverCpuUs = ((processCpuMs(server) - cpuBefore) * 1000) / latencies.length;
  latencies.sort((a, b) => a - b);
  return { perSec: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), completed: latencies.length, serverCpuUs };
}

/** The gRPC exchange: AskPermission blocks, the responder's WatchPermissions sees it, RespondToPermission releases it. */
export async function grpcCell(target: string, clients: number, server: number, trips = ROUND_TRIPS): Promise<Cell> {
  const responder = createGrpcClient({ target, token: TOKEN, ownConnection: true });
  const pool: RuntimeGrpcClient[] = Array.from({ length: clients }, () => createGrpcClient({ target, token: TOKEN, ownConnection: true }));
  try {
    const watch = responder.watchPermissions({}, (event) => {
      if (event.type === "permission.asked") void responder.respond({ sessionID: event.properties.sessionID, permissionID: event.properties.id, reply: "once" }).catch(() => {});
    });
    await watch.ready;
    const cell = await drive(server, clients, Math.ceil(trips / clients), async (c, i) => {
      const r = await pool[c]!.ask({ sessionID: `ses_bench${c}`, permission: "bash", patterns: [`make target-${c}-${i}`], metadata: { client: c, i } });
      if (r.outcome !== "allowed") throw new Error(`unexpected outcome ${r.outcome}`);
    });
    watch.cancel();
    return cell;
  } finally {
    responder.close();
    for (const client of pool) client.close();
  }
}

/** The HTTP exchange: `POST /permission/ask` blocks, the responder's SSE stream sees it, `POST …/reply` releases it. */
export async function httpCell(url: string, clients: number, server: number, trips = ROUND_TRIPS): Promise<Cell> {
  const headers = { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" };
  const abort = new AbortController();
  const events = await fetch(`${url}/permission/events`, { headers, signal: abort.signal });
  const reader = events.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = frame.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { type: string; properties: { id?: string } };
        if (event.type === "server.connected") connected();
        if (event.type === "permission.asked") {
          void fetch(`${url}/permission/${event.properties.id}/reply`, { method: "POST", headers, body: '{"reply":"once"}' }).then((r) => r.arrayBuffer(), () => {});
        }
      }
    }
  })();
  await ready;
  try {
    return await drive(server, clients, Math.ceil(trips / clients), async (c, i) => {
      const body = JSON.stringify({ sessionID: `ses_bench${c}`, permission: "bash", patterns: [`make target-${c}-${i}`], metadata: { client: c, i } });
      const response = await fetch(`${url}/permission/ask`, { method: "POST", headers, body });
      const answer = (await response.json()) as { outcome?: string };
      if (answer.outcome !== "allowed") throw new Error(`unexpected answer ${JSON.stringify(answer)}`);
    });
  } finally {
    abort.abort();
    await pump;
  }
}

const fmt = (n: number, digits = 0) => (Number.isNaN(n) ? "n/a" : n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits }));

type Transport = "gRPC" | "HTTP";
const runCell = (transport: Transport, e: Endpoints, clients: number, trips = ROUND_TRIPS) =>
  transport === "gRPC" ? grpcCell(e.grpcTarget, clients, e.pid, trips) : httpCell(e.httpUrl, clients, e.pid, trips);

/**
 * The servers section: toolwire's gRPC and HTTP servers beside a bare grpc-js server and a bare `Bun.serve` doing the
 * same three-call exchange, at 1, 10 and 100 clients, every server a subprocess on 127.0.0.1. Every server first gets
 * WARM_UP untimed round trips of each transport (so no one's JIT warms up on the clock). Each cell then runs twice,
 * alternating toolwire on disk, toolwire with its data dir in RAM (when /dev/shm exists), toolwire over the memory
 * store (no persistence: the request path alone) and bare, and keeps the better run of each.
 */
export async function benchServers(): Promise<string> {
  const toolwire = await startToolwire();
  const ram = existsSync(RAM_DIR) ? await startToolwire(RAM_DIR) : undefined;
  const memory = await startScript(MEMORY);
  const bare = await startScript(BARE);
  // The like-for-like peer of toolwire on disk: a bare server that syncs each reply's record before answering.
  const durableDir = mkdtempSync(join(tmpdir(), "toolwire-bench-durable-"));
  const durable = await startScript(BARE, ["--durable", durableDir]);
  const servers = [toolwire, ...(ram ? [ram] : []), memory, bare, durable];
  const rows: string[] = [];
  const costRows: string[] = [];
  try {
    for (const transport of ["gRPC", "HTTP"] as const) {
      for (const server of servers) await runCell(transport, server, 10, WARM_UP);
    }
    for (const transport of ["gRPC", "HTTP"] as const) {
      for (const clients of CLIENTS) {
        const best = new Map<Endpoints, Cell>();
        for (let round = 0; round < 2; round++) {
          for (const server of servers) {
            const cell = await runCell(transport, server, clients);
            if ((best.get(server)?.perSec ?? -1) < cell.perSec) best.set(server, cell);
          }
        }
        const tw = best.get(toolwire)!;
        const b = best.get(bare)!;
        const m = best.get(memory)!;
        const r = ram ? best.get(ram) : undefined;
        const d = best.get(durable)!;
        const key = `${transport} ${clients}`;
        rows.push(
          `| ${transport} | ${clients} | ${fmt(tw.perSec)} | ${fmt(tw.p50, 2)} / ${fmt(tw.p99, 2)} | ${fmt(d.perSec)} | ${fmt(d.p50, 2)} / ${fmt(d.p99, 2)} | ${fmt(b.perSec)} | ${fmt(m.perSec)} | ${BEFORE_MEMORY[key]} | ${(m.perSec / b.perSec).toFixed(2)}× | ${BEFORE_DURABLE[key]} | ${(tw.perSec / d.perSec).toFixed(2)}× |`,
        );
        const variant = (c: Cell) => `${fmt(c.serverCpuUs)} | ${fmt(c.perSec)} | ${(c.perSec / b.perSec).toFixed(2)}×`;
        costRows.push(`| ${transport} | ${clients} | ${fmt(b.serverCpuUs)} | ${variant(m)} | ${r ? `${variant(r)} | ` : ""}${fmt(tw.serverCpuUs)} |`);
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    rmSync(durableDir, { recursive: true, force: true });
  }
  return [
    "## Servers against bare peers",
    "",
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Bun ${Bun.version}; shared with other work, so throughput is noisy (±30 % run to run); the ratio column, from runs alternated in one process, is the figure to read.`,
    "",
    `The exchange: a client asks (AskPermission / \`POST /permission/ask\`, which blocks), a responder watching (WatchPermissions / \`GET /permission/events\` SSE) replies (RespondToPermission / \`POST /permission/:id/reply\`), and the ask returns. ${fmt(ROUND_TRIPS)} round trips per cell over 1, 10 or 100 clients (one connection each for gRPC; Bun's fetch pool for HTTP), every connection opened before the clock starts, every server warmed up first (${fmt(WARM_UP)} untimed round trips per transport at 10 clients, enough for each to reach its steady state: after 4,000 the JIT compiler threads of \`bun run serve\` were still busy). toolwire: \`bun run serve\` with its data dir in the OS temp dir, on disk (bearer auth, roles, generated-schema checks on every message, byte bounds, and a SQLite audit row for the ask and for the reply, the reply's synced to disk (fdatasync of the SQLite log) before the ask is answered). Bare: \`packages/runtime/bench/bare-servers.ts\` (same wire format and messages, none of those). Same client code for both. Better of two alternated runs per cell.`,
    "",
    `Like for like (issue 26): the request path is toolwire over its memory store ÷ bare (neither persists anything); durability is toolwire on disk ÷ the durable bare peer (\`bare-servers.ts --durable\`: the reply's record appended and fdatasynced before the ask is answered, one sync per reply). Goals: ≥ 0.9× for the request path; durable ≥ 0.9× at 1 client and ≥ 1.0× at 10 and 100. "before" is the figure in the issue's text (2026-11-24: memory ÷ bare; the durable peer did not exist, so toolwire on disk ÷ bare that syncs nothing).`,
    "",
    "| transport | clients | toolwire on disk round trips/s | p50 / p99 ms | durable bare round trips/s | p50 / p99 ms | bare round trips/s | memory store round trips/s | request path before | request path: memory ÷ bare | durable before (÷ non-syncing bare) | durable: on disk ÷ durable bare |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows,
    "",
    `Where the difference goes: CPU time of each server process (all threads, user + system, from /proc) per round trip, in the same runs. Beside bare and toolwire on disk: toolwire over its in-memory store (\`packages/runtime/bench/memory-store-server.ts\`: the same server with nothing persisted, so the request path alone: auth, roles, guards, byte bounds, the permission service, Hono, grpc-js)${ram ? `, and toolwire with its data dir in RAM (${RAM_DIR}: the same SQLite writes, but a sync costs nothing), which separates the store's work from the disk's` : ""}.`,
    "",
    ram
      ? "| transport | clients | bare µs CPU / round trip | memory store: µs CPU / round trip | round trips/s | ÷ bare | data in RAM: µs CPU / round trip | round trips/s | ÷ bare | on disk: µs CPU / round trip |"
      : "| transport | clients | bare µs CPU / round trip | memory store: µs CPU / round trip | round trips/s | ÷ bare | on disk: µs CPU / round trip |",
    ram ? "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|" : "|---|---:|---:|---:|---:|---:|---:|",
    ...costRows,
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchServers());
