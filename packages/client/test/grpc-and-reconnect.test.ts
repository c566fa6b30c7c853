/**
 * The gRPC transport as a non-TypeScript client would use it (the emitted protos and plain
 * grpc-js, no SDK), a client process killed with SIGKILL, the SDK reconnecting to a restarted
 * server, and the per-client rate limit over HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import * as grpc from "@grpc/grpc-js";
import { fromProtoClientToolServiceConnectResponse, toProtoClientToolServiceConnectRequest } from "@generated/proto/bridge";
import { ClientToolServiceClient } from "@generated/proto/opencode/client/v1/client_service";
import type { ClientToolsServerMessage } from "@generated/validators/clientToolsServerMessage";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, spawnServer } from "../../runtime/src/cli/spawn-serve.ts";
import { createClientTools } from "../src/index.ts";

const AGENT = "agent-token-client-grpc";
const USER = "user-token-client-grpc";
const SESSION = "ses_grpc";
const ENV = { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER };
let dir: string;
let server: ServerProcess;

type Part = { state: { status: string; output?: string; error?: string } };
let calls = 0;
const run = (tool: string, input: unknown, base = server.httpUrl, session = SESSION) =>
  fetch(`${base}/session/${session}/tool-call`, {
    method: "POST",
    headers: { Authorization: `Bearer ${AGENT}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messageID: "msg_g", callID: `call_${++calls}`, tool, input }),
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-client-grpc-"));
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow" } }));
  server = await spawnServer(dir, ENV);
});
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A Connect stream with a queue of decoded server messages. */
function connect(clientID: string | undefined, token = USER) {
  const client = new ClientToolServiceClient(server.grpcTarget, grpc.credentials.createInsecure());
  const metadata = new grpc.Metadata();
  metadata.set("authorization", `Bearer ${token}`);
  if (clientID) metadata.set("x-toolwire-client-id", clientID);
  const stream = client.connect(metadata);
  const queue: ClientToolsServerMessage[] = [];
  const waiters: ((m: ClientToolsServerMessage) => void)[] = [];
  const status = new Promise<grpc.StatusObject>((resolve) => stream.on("status", resolve));
  stream.on("error", () => {});
  stream.on("data", (response) => {
    const { message } = fromProtoClientToolServiceConnectResponse(response);
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  return {
    send: (message: Parameters<typeof toProtoClientToolServiceConnectRequest>[0]["message"]) => stream.write(toProtoClientToolServiceConnectRequest({ message })),
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()!) : new Promise<ClientToolsServerMessage>((resolve) => waiters.push(resolve))),
    end: () => {
      stream.end();
      client.close();
    },
    status,
  };
}

describe("gRPC ClientToolService.Connect from the emitted protos", () => {
  test("register, receive the request, answer it: the part completes", async () => {
    const stream = connect("grpc-client");
    stream.send({ type: "register", sessionID: SESSION, tools: [{ id: "sum", description: "Adds", parameters: { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] } }] });
    const registered = await stream.next();
    expect(registered).toMatchObject({ type: "registered", toolIDs: ["client_grpc-client_sum"] });
    const call = run("client_grpc-client_sum", { a: 2, b: 3 });
    const request = await stream.next();
    if (request.type !== "request") throw new Error(`expected a request, got ${request.type}`);
    const { a, b } = request.request.input as { a: number; b: number };
    stream.send({ type: "result", requestID: request.request.requestID, result: { status: "success", title: "sum", output: String(a + b) } });
    expect(((await (await call).json()) as Part).state.output).toBe("5");
    // A result nobody asked for: an error message naming the request, the stream stays open.
    stream.send({ type: "result", requestID: "ctr_nope", result: { status: "success", title: "x", output: "x" } });
    expect(await stream.next()).toMatchObject({ type: "error", code: "NOT_FOUND", requestID: "ctr_nope" });
    stream.send({ type: "unregister" });
    stream.end();
  });

  test("the agent role and a stream without a client ID are refused", async () => {
    const agent = connect("grpc-agent", AGENT);
    expect((await agent.status).code).toBe(grpc.status.PERMISSION_DENIED);
    agent.end();
    const anonymous = connect(undefined);
    const status = await anonymous.status;
    expect(status.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(status.details).toContain("x-toolwire-client-id");
    anonymous.end();
  });
});

describe("disconnects and reconnects", () => {
  test("a client process killed with SIGKILL fails its call within 1 s; a new process with the client's secret gets its tools back", async () => {
    const script = join(import.meta.dir, "fixtures", "hanging-client.ts");
    const child = Bun.spawn(["bun", script, server.httpUrl, USER, SESSION, "killed"], { stdout: "pipe", stderr: "inherit" });
    const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
    let out = "";
    while (!out.includes("\n")) out += (await reader.read()).value ?? "";
    const { secret } = JSON.parse(out.split("\n")[0]!) as { secret: string };
    const call = run("client_killed_hang", {});
    while (!out.includes("started")) out += (await reader.read()).value ?? "";
    const killedAt = performance.now();
    child.kill("SIGKILL");
    const part = (await (await call).json()) as Part;
    expect([part.state.status, part.state.error]).toEqual(["error", "Client disconnected"]);
    expect(performance.now() - killedAt).toBeLessThan(1_000);

    // Within the grace period the ID is held: a stranger is refused, the owner (with its secret) resumes.
    const stranger = await fetch(`${server.httpUrl}/client-tools/ws/killed`, { headers: { Authorization: `Bearer ${USER}`, Upgrade: "websocket", Connection: "Upgrade", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" } });
    expect(stranger.status).toBe(409);
    const socket = new WebSocket(`ws://127.0.0.1:${server.httpPort}/client-tools/ws/killed`, ["toolwire", `toolwire.bearer.${USER}`, `toolwire.secret.${secret}`]);
    const request = new Promise<{ request: { requestID: string } }>((resolve) => (socket.onmessage = (event) => resolve(JSON.parse(String(event.data)))));
    await new Promise((resolve) => (socket.onopen = resolve));
    // No new registration: the tool it registered before it died answers again.
    const again = run("client_killed_hang", {});
    const { request: r } = await request;
    socket.send(JSON.stringify({ type: "result", requestID: r.requestID, result: { status: "success", title: "back", output: "resumed" } }));
    expect(((await (await again).json()) as Part).state.output).toBe("resumed");
    socket.close();
  });

  test("the SDK reconnects with backoff to a restarted server and registers its tools again", async () => {
    const restartDir = mkdtempSync(join(tmpdir(), "toolwire-client-restart-"));
    writeFileSync(join(restartDir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow" } }));
    let first = await spawnServer(restartDir, ENV);
    const port = first.httpPort;
    const events: string[] = [];
    const client = createClientTools({ baseUrl: first.httpUrl, token: USER, sessionID: SESSION, clientID: "phoenix", reconnect: { initialMs: 100, maxMs: 400, tries: 5 } });
    client.on("disconnected", () => events.push("disconnected"));
    client.on("reconnecting", ({ attempt, delayMs }) => events.push(`reconnecting ${attempt} ${delayMs}`));
    client.on("connected", () => events.push("connected"));
    await client.register({ id: "ping", description: "Pong", parameters: { type: "object" }, execute: () => "pong" });
    await client.connect();
    try {
      await first.kill();
      first = await spawnServer(restartDir, ENV, 15_000, ["--http-port", String(port)]);
      const deadline = Date.now() + 10_000;
      while (events.filter((e) => e === "connected").length < 2 && Date.now() < deadline) await Bun.sleep(20);
      const part = (await (await run("client_phoenix_ping", {}, first.httpUrl)).json()) as Part;
      expect(part.state.output).toBe("pong");
      expect(events[0]).toBe("connected");
      expect(events[1]).toBe("disconnected");
      expect(events[2]).toBe("reconnecting 1 100");
      expect(events.at(-1)).toBe("connected");
    } finally {
      client.close();
      await first.kill();
      rmSync(restartDir, { recursive: true, force: true });
    }
  });
});

describe("rate limit", () => {
  test("past 100 execution requests a minute the next call is answered 429 with Retry-After, and no part is started", async () => {
    const client = createClientTools({ baseUrl: server.httpUrl, token: USER, sessionID: "ses_rate", clientID: "busy" });
    let executed = 0;
    await client.register({ id: "tick", description: "Ticks", parameters: { type: "object" }, execute: () => `tick ${++executed}` });
    await client.connect();
    try {
      const parts = async () => ((await (await fetch(`${server.httpUrl}/session/ses_rate/part`, { headers: { Authorization: `Bearer ${AGENT}` } })).json()) as unknown[]).length;
      // The bucket refills one token per 600 ms while the calls run, so the bound depends on the time they took.
      const started = Date.now();
      let admitted = 0;
      let limited: Response | undefined;
      while (!limited && admitted < 1_000) {
        const response = await run("client_busy_tick", {}, server.httpUrl, "ses_rate");
        if (response.status === 429) limited = response;
        else {
          expect(response.status).toBe(200);
          admitted++;
        }
      }
      const elapsed = Date.now() - started;
      expect(limited).toBeDefined();
      expect(admitted).toBeGreaterThanOrEqual(100);
      expect(admitted).toBeLessThanOrEqual(100 + Math.ceil(elapsed / 600) + 1);
      expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(((await limited!.json()) as { error: { code: string; message: string } }).error).toMatchObject({ code: "RESOURCE_EXHAUSTED", message: expect.stringContaining("rate limit") });
      // Every admitted call left a part; the refused one left none.
      expect(await parts()).toBe(admitted);
      expect(executed).toBe(admitted);
    } finally {
      client.close();
    }
  });
});
