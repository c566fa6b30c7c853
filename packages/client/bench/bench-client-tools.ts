/**
 * Client-side tools under load, in one run: 50 SDK clients × 200 executions over WebSocket and
 * over SSE against `bun run serve` on loopback (each call: agent HTTP tool-call → server → the
 * owning client → result → final part), counting lost, duplicated and misrouted executions,
 * beside a bare `Bun.serve` WebSocket echo with the same clients and round trips.
 * Run alone with `bun packages/client/bench/bench-client-tools.ts` (writes its section into
 * BENCHMARKS.md), or as part of `bun run bench`.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnServer } from "../../runtime/src/cli/spawn-serve.ts";
import { createClientTools } from "../src/index.ts";

const CLIENTS = 50;
const CALLS = 200;
const AGENT = "bench-agent";
const USER = "bench-user";

interface Run {
  readonly label: string;
  readonly ok: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly misrouted: number;
  readonly p50: number;
  readonly p99: number;
  readonly perSecond: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

function summarize(label: string, latencies: number[], seconds: number, counts: { ok: number; lost: number; duplicated: number; misrouted: number }): Run {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { label, ...counts, p50: percentile(sorted, 50), p99: percentile(sorted, 99), perSecond: latencies.length / seconds };
}

async function toolwireRun(transport: "websocket" | "sse"): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), "toolwire-bench-client-tools-"));
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow" } }));
  const server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER }, 15_000, ["--client-rate", String(CALLS * 10)]);
  const executed = new Map<string, number>();
  const clients = [];
  try {
    for (let c = 0; c < CLIENTS; c++) {
      const clientID = `bench-${transport}-${c}`;
      const client = createClientTools({ baseUrl: server.httpUrl, token: USER, sessionID: "ses_bench", clientID, transport });
      await client.register({
        id: "echo",
        description: "Echo",
        parameters: { type: "object", properties: { n: { type: "integer" } }, required: ["n"] },
        execute: (input) => {
          const key = `${clientID}:${String(input.n)}`;
          executed.set(key, (executed.get(key) ?? 0) + 1);
          return key;
        },
      });
      await client.connect();
      clients.push(client);
    }
    const latencies: number[] = [];
    let ok = 0;
    let misrouted = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client, c) => {
        for (let n = 0; n < CALLS; n++) {
          const t0 = performance.now();
          const response = await fetch(`${server.httpUrl}/session/ses_bench/tool-call`, {
            method: "POST",
            headers: { Authorization: `Bearer ${AGENT}`, "Content-Type": "application/json" },
            body: JSON.stringify({ messageID: "msg_bench", callID: `call_${c}_${n}`, tool: `client_${client.clientID}_echo`, input: { n } }),
          });
          const part = (await response.json()) as { state: { status: string; output?: string } };
          latencies.push(performance.now() - t0);
          if (part.state.status !== "completed") continue;
          if (part.state.output === `${client.clientID}:${n}`) ok++;
          else misrouted++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    let duplicated = 0;
    let lost = 0;
    for (const client of clients) {
      for (let n = 0; n < CALLS; n++) {
        const times = executed.get(`${client.clientID}:${n}`) ?? 0;
        if (times === 0) lost++;
        if (times > 1) duplicated += times - 1;
      }
    }
    return summarize(`toolwire, ${transport === "websocket" ? "WebSocket" : "SSE + HTTP result"}`, latencies, seconds, { ok, lost, duplicated, misrouted });
  } finally {
    for (const client of clients) client.close();
    await server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ceiling: the same clients and round trips against a bare Bun.serve WebSocket echo. */
async function bareEcho(): Promise<Run> {
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: (request, s) => (s.upgrade(request) ? undefined : new Response("upgrade", { status: 400 })),
    websocket: { message: (ws, message) => void ws.send(message) },
  });
  const sockets = await Promise.all(
    Array.from({ length: CLIENTS }, () => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/`);
      return new Promise<WebSocket>((resolve) => (ws.onopen = () => resolve(ws)));
    }),
  );
  const latencies: number[] = [];
  let ok = 0;
  let misrouted = 0;
  const started = performance.now();
  await Promise.all(
    sockets.map(async (ws, c) => {
      for (let n = 0; n < CALLS; n++) {
        const t0 = performance.now();
        const echoed = await new Promise<string>((resolve) => {
          ws.onmessage = (event) => resolve(String(event.data));
          ws.send(`${c}:${n}`);
        });
        latencies.push(performance.now() - t0);
        if (echoed === `${c}:${n}`) ok++;
        else misrouted++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  for (const ws of sockets) ws.close();
  server.stop(true);
  return summarize("bare Bun.serve WebSocket echo", latencies, seconds, { ok, lost: CLIENTS * CALLS - ok - misrouted, duplicated: 0, misrouted });
}

/** Runs the three side by side and returns the markdown section. */
export async function benchClientTools(): Promise<string> {
  const bare = await bareEcho();
  const runs = [await toolwireRun("websocket"), await toolwireRun("sse"), bare];
  const fmt = (ms: number) => ms.toFixed(2);
  const rows = runs.map(
    (r) => `| ${r.label} | ${r.ok} / ${CLIENTS * CALLS} | ${r.lost} | ${r.duplicated} | ${r.misrouted} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${Math.round(r.perSecond)} | ${r === bare ? "1.00×" : `${(r.perSecond / bare.perSecond).toFixed(2)}×`} |`,
  );
  return [
    "## Client-side tools under load",
    "",
    `${CLIENTS} clients × ${CALLS} executions each, run by the agent over \`POST /session/:id/tool-call\` (every call: validation, permission, lifecycle, request to the owning client, result), against \`bun run serve\` on loopback; the bare row is a \`Bun.serve\` WebSocket echo with the same clients and round trips (one message each way). Throughput ratio against the bare echo.`,
    "",
    "| transport | completed correctly | lost | duplicated | misrouted | p50 ms | p99 ms | calls/s | vs bare |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

if (import.meta.main) {
  const section = await benchClientTools();
  console.log(section);
  const path = join(import.meta.dir, "..", "..", "..", "BENCHMARKS.md");
  const current = readFileSync(path, "utf8");
  const start = current.indexOf("## Client-side tools under load");
  const next = start < 0 ? -1 : current.indexOf("\n## ", start + 1);
  const updated = start < 0 ? `${current.trimEnd()}\n\n${section}\n` : `${current.slice(0, start)}${section}\n${next < 0 ? "" : current.slice(next)}`;
  writeFileSync(path, updated);
}
