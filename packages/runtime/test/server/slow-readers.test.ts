/**
 * Slow readers cannot grow the server: a gRPC WatchPermissions stream and SSE clients that stop
 * reading while 1 MB events flow are cut off past their byte budget, and the server's memory stays
 * bounded. Unauthenticated connections to the gRPC port are closed.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { connect as netConnect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { createGrpcClient, type RuntimeGrpcClient } from "../../src/client/grpc-client.ts";
import { eventually } from "../helpers/eventually.ts";
import { httpClient } from "../helpers/http-client.ts";

const TOKEN = "slow-reader-token";
/** The bound this test holds the server to while ~100 MB of events flow past stalled readers. */
const RSS_BOUND_MB = 400;
let dir: string;
let server: ServerProcess;
let grpc: RuntimeGrpcClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-slow-"));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: TOKEN });
  grpc = createGrpcClient({ target: server.grpcTarget, token: TOKEN });
});
afterAll(async () => {
  grpc.close();
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

const rssMB = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.proc.pid}/status`, "utf8"))![1]) / 1024;

describe("slow readers", () => {
  test("a stalled gRPC watcher and 10 stalled SSE readers with 1 MB events: cut off, RSS stays bounded, the server keeps serving", async () => {
    // A WatchPermissions call whose reader never reads, under Node, whose paused HTTP/2 stream
    // stops granting flow-control window (so the server's writes really back up).
    const watcher = Bun.spawn(["node", join(import.meta.dir, "../fixtures/stalled-grpc-watcher.cjs"), server.grpcTarget, TOKEN], { stdout: "pipe", stderr: "pipe" });
    let watcherOutput = "";
    void (async () => {
      for await (const chunk of watcher.stdout) watcherOutput += new TextDecoder().decode(chunk);
    })();
    await eventually(() => (watcherOutput.includes("watching") ? true : undefined));
    // SSE readers that send their request and never read a byte.
    const readers: Socket[] = [];
    for (let i = 0; i < 10; i++) {
      const socket = netConnect(server.httpPort, "127.0.0.1");
      socket.on("error", () => {});
      socket.write(`GET /permission/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${TOKEN}\r\n\r\n`);
      socket.pause();
      readers.push(socket);
    }
    await Bun.sleep(200);
    const before = rssMB();

    const http = httpClient(server.httpUrl, TOKEN);
    const metadata = { diff: "x".repeat(900 * 1024) };
    let peak = before;
    for (let i = 0; i < 100; i++) {
      const asked = grpc.ask({ sessionID: "ses_slow", permission: "edit", patterns: [`f${i}.ts`], metadata });
      const pending = await eventually(async () => (await grpc.list("ses_slow"))[0]);
      await http.post(`/permission/${pending.id}/reply`, { reply: "reject" });
      await asked;
      peak = Math.max(peak, rssMB());
    }
    console.log(`server RSS: ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB while ~${(100 * 0.9).toFixed(0)} MB of events passed 11 stalled readers (bound ${RSS_BOUND_MB} MB)`);
    expect(peak).toBeLessThan(RSS_BOUND_MB);
    // The stalled watcher was cut off, and the server still answers.
    await eventually(() => (server.output().includes("WatchPermissionsRequest stream of") ? true : undefined));
    await eventually(() => (watcherOutput.includes("closed") ? true : undefined));
    await watcher.exited;
    expect((await fetch(`${server.httpUrl}/health`)).status).toBe(200);
    for (const socket of readers) socket.destroy();
  }, 60_000);

  test("a connection to the gRPC port that never authenticates is closed", async () => {
    // authTimeoutMs is 10 s by default; this connection sends nothing at all.
    const socket = netConnect(server.grpcPort, "127.0.0.1");
    socket.on("error", () => {});
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    await closed;
    expect(socket.destroyed).toBe(true);
  }, 20_000);
});
