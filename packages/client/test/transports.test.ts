/**
 * Client-side tools end to end, against `bun run serve` as a subprocess: the SDK over WebSocket
 * and over SSE, a raw gRPC Connect stream from the emitted protos, ownership (another client is
 * refused and nothing changes), the permission service, timeouts with cancel, truncation,
 * malformed messages and disconnects.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { type ServerProcess, spawnServer } from "../../runtime/src/cli/spawn-serve.ts";
import { createClientTools } from "../src/index.ts";

const AGENT = "agent-token-client-tools";
const USER = "user-token-client-tools";
const SESSION = "ses_ct";
let dir: string;
let server: ServerProcess;

type Part = { tool: string; state: { status: string; output?: string; error?: string; metadata?: Record<string, unknown> } };

const headers = (token: string, extra: Record<string, string> = {}) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...extra });
let calls = 0;
/** Runs a tool call as the agent through `POST /session/:id/tool-call`. */
async function run(tool: string, input: unknown, session = SESSION): Promise<Response> {
  return fetch(`${server.httpUrl}/session/${session}/tool-call`, { method: "POST", headers: headers(AGENT), body: JSON.stringify({ messageID: "msg_ct", callID: `call_${++calls}`, tool, input }) });
}
const runPart = async (tool: string, input: unknown, session = SESSION) => (await (await run(tool, input, session)).json()) as Part;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-client-tools-"));
  // `ask_*` tools need a user's reply; every other client tool is allowed.
  writeFileSync(join(dir, "permission.json"), JSON.stringify({ client_tools: { "*": "allow", "client_*_ask_*": "ask" } }));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: "", TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER });
});
afterAll(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe("the SDK over each transport", () => {
  for (const transport of ["websocket", "sse"] as const) {
    test(`${transport}: a Zod-declared tool runs to completion; invalid input never reaches the client`, async () => {
      const seen: unknown[] = [];
      const client = createClientTools({ baseUrl: server.httpUrl, token: USER, sessionID: SESSION, transport, clientID: `sdk-${transport}` });
      const name = await client.register({
        id: "greet",
        description: "Greets someone",
        parameters: z.object({ name: z.string().min(1) }),
        execute: (input, context) => {
          seen.push({ input, sessionID: context.sessionID });
          return { title: `Greeted ${input.name}`, output: `hello ${input.name}`, metadata: { via: transport } };
        },
      });
      await client.connect();
      try {
        expect(name).toBe(`client_sdk-${transport}_greet`);
        const done = await runPart(name, { name: "Ada" });
        expect(done.state.status).toBe("completed");
        expect(done.state.output).toBe("hello Ada");
        expect(done.state.metadata?.via).toBe(transport);
        const invalid = await runPart(name, { name: "" });
        expect(invalid.state.status).toBe("error");
        expect(invalid.state.error).toContain("name");
        expect(seen).toEqual([{ input: { name: "Ada" }, sessionID: SESSION }]);
        // Another session cannot call it: tools are registered per session.
        expect((await runPart(name, { name: "Ada" }, "ses_other")).state.error).toContain("unknown tool");
      } finally {
        client.close();
      }
    });
  }

  test("a call past the tool's timeout ends in error and the handler's AbortSignal fires", async () => {
    let aborted: string | undefined;
    const client = createClientTools({ baseUrl: server.httpUrl, token: USER, sessionID: SESSION, clientID: "slow" });
    await client.register({
      id: "wait",
      description: "Waits until cancelled",
      parameters: { type: "object", properties: {} },
      timeoutMs: 300,
      execute: (_input, { signal }) =>
        new Promise<string>((_resolve, reject) =>
          signal.addEventListener("abort", () => {
            aborted = String((signal.reason as Error).message);
            reject(signal.reason);
          }),
        ),
    });
    await client.connect();
    try {
      const part = await runPart("client_slow_wait", {});
      expect([part.state.status, part.state.error]).toEqual(["error", "timed out after 0.3 s"]);
      await waitFor(() => aborted);
      expect(aborted).toContain("timed out");
    } finally {
      client.close();
    }
  });

  test("permission: an `ask` tool waits for the user's reply; a rejection ends the part in error and the client is never called", async () => {
    let executed = 0;
    const client = createClientTools({ baseUrl: server.httpUrl, token: USER, sessionID: SESSION, clientID: "asker" });
    await client.register({ id: "ask_delete", description: "Deletes", parameters: { type: "object" }, execute: () => `deleted ${++executed}` });
    await client.connect();
    try {
      const answer = async (reply: "once" | "reject") => {
        const pending = await waitFor(async () => {
          const list = (await (await fetch(`${server.httpUrl}/permission`, { headers: headers(USER) })).json()) as { id: string; permission: string; patterns: string[] }[];
          return list.find((p) => p.permission === "client_tools");
        });
        expect(pending.patterns).toEqual(["client_asker_ask_delete"]);
        const replied = await fetch(`${server.httpUrl}/permission/${pending.id}/reply`, { method: "POST", headers: headers(USER), body: JSON.stringify({ reply }) });
        expect(replied.status).toBe(200);
      };
      const allowed = run("client_asker_ask_delete", {});
      await answer("once");
      expect(((await (await allowed).json()) as Part).state.output).toBe("deleted 1");
      const rejected = run("client_asker_ask_delete", {});
      await answer("reject");
      expect(((await (await rejected).json()) as Part).state.status).toBe("error");
      expect(executed).toBe(1);
    } finally {
      client.close();
    }
  });
});

describe("ownership: only the owning client receives, answers or unregisters", () => {
  test("HTTP: a second client with the same bearer token gets 404 and nothing changes", async () => {
    const register = await fetch(`${server.httpUrl}/client-tools/register`, {
      method: "POST",
      headers: headers(USER),
      body: JSON.stringify({ sessionID: SESSION, clientID: "owner", tools: [{ id: "hold", description: "Held", parameters: { type: "object" } }] }),
    });
    expect(register.status).toBe(200);
    const { clientSecret } = (await register.json()) as { clientSecret: string };
    const owner = (extra: Record<string, string> = {}) => headers(USER, { "X-Toolwire-Client-Secret": clientSecret, ...extra });

    // The owner's pending stream receives the request.
    const stream = await fetch(`${server.httpUrl}/client-tools/pending/owner`, { headers: owner() });
    expect(stream.status).toBe(200);
    const events = readSse(stream);
    expect((await events.next()).event).toBe("connected");
    const call = run("client_owner_hold", { n: 1 });
    const request = await events.next();
    expect(request.event).toBe("tool-request");
    const { requestID } = JSON.parse(request.data) as { requestID: string };

    // Another client, same bearer token, no (or a wrong) secret: refused, nothing changes.
    const stranger = headers(USER, { "X-Toolwire-Client-Secret": "cs_wrong" });
    expect((await fetch(`${server.httpUrl}/client-tools/pending/owner`, { headers: stranger })).status).toBe(404);
    const stolen = await fetch(`${server.httpUrl}/client-tools/result`, { method: "POST", headers: stranger, body: JSON.stringify({ requestID, result: { status: "success", title: "x", output: "forged" } }) });
    expect(stolen.status).toBe(404);
    expect((await fetch(`${server.httpUrl}/client-tools/unregister`, { method: "DELETE", headers: stranger, body: JSON.stringify({ sessionID: SESSION, clientID: "owner" }) })).status).toBe(404);
    const takeover = await fetch(`${server.httpUrl}/client-tools/register`, { method: "POST", headers: stranger, body: JSON.stringify({ sessionID: SESSION, clientID: "owner", tools: [] }) });
    expect(takeover.status).toBe(409);
    // The agent role may not answer either.
    expect((await fetch(`${server.httpUrl}/client-tools/result`, { method: "POST", headers: headers(AGENT, { "X-Toolwire-Client-Secret": clientSecret }), body: JSON.stringify({ requestID, result: { status: "success", title: "x", output: "agent" } }) })).status).toBe(403);

    // The owner's answer is the one that counts; a second answer is 404.
    const answer = JSON.stringify({ requestID, result: { status: "success", title: "held", output: "from the owner" } });
    expect((await fetch(`${server.httpUrl}/client-tools/result`, { method: "POST", headers: owner(), body: answer })).status).toBe(200);
    expect(((await (await call).json()) as Part).state.output).toBe("from the owner");
    expect((await fetch(`${server.httpUrl}/client-tools/result`, { method: "POST", headers: owner(), body: answer })).status).toBe(404);
    const unknown = JSON.stringify({ requestID: "ctr_unknown", result: { status: "error", error: "x" } });
    expect((await fetch(`${server.httpUrl}/client-tools/result`, { method: "POST", headers: owner(), body: unknown })).status).toBe(404);

    // The tool is still there (nothing the stranger did changed it), until the owner unregisters it.
    expect(await toolNames()).toContain("client_owner_hold");
    const removed = await fetch(`${server.httpUrl}/client-tools/unregister`, { method: "DELETE", headers: owner(), body: JSON.stringify({ sessionID: SESSION, clientID: "owner" }) });
    expect(await removed.json()).toEqual({ unregistered: ["client_owner_hold"] });
    expect(await toolNames()).not.toContain("client_owner_hold");
    events.close();
  });

  test("the agent role may not provide tools; a tool whose parameters are not a JSON Schema is refused with its pointer", async () => {
    const body = { sessionID: SESSION, clientID: "bad", tools: [{ id: "t", description: "T", parameters: { type: "object", properties: { x: { type: "strng" } } } }] };
    const agent = await fetch(`${server.httpUrl}/client-tools/register`, { method: "POST", headers: headers(AGENT), body: JSON.stringify({ ...body, tools: [] }) });
    expect(agent.status).toBe(403);
    const refused = await fetch(`${server.httpUrl}/client-tools/register`, { method: "POST", headers: headers(USER), body: JSON.stringify(body) });
    expect(refused.status).toBe(400);
    const error = ((await refused.json()) as { error: { message: string; issues: string[] } }).error;
    expect(error.issues.join("\n")).toContain("/tools/0/parameters/properties/x/type");
    expect(await toolNames()).not.toContain("client_bad_t");
  });

  test("WebSocket: a second connection for a connected client ID is refused; malformed messages get an error naming the field and the socket stays up", async () => {
    const first = await openSocket("ws-owner");
    const second = await fetch(`${server.httpUrl}/client-tools/ws/ws-owner`, { headers: { Authorization: `Bearer ${USER}`, Upgrade: "websocket", Connection: "Upgrade", "Sec-WebSocket-Version": "13", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==" } });
    expect(second.status).toBe(409);

    first.socket.send(JSON.stringify({ type: "result", requestID: 5, result: { status: "success" } }));
    const error = (await first.next()) as { type: string; error: string; code: string };
    expect(error.type).toBe("error");
    expect(error.code).toBe("INVALID_ARGUMENT");
    expect(error.error).toContain("requestID");
    first.socket.send("{not json");
    expect(((await first.next()) as { error: string }).error).toContain("not valid JSON");
    first.socket.send(JSON.stringify({ type: "register", sessionID: SESSION, tools: [{ id: "ok", description: "ok", parameters: { type: "object" } }] }));
    const registered = (await first.next()) as { type: string; toolIDs: string[]; clientSecret: string };
    expect([registered.type, registered.toolIDs]).toEqual(["registered", ["client_ws-owner_ok"]]);
    first.socket.close();
  });

  test("a result over 10 MB completes the part truncated with a visible marker, not refused", async () => {
    const socket = await openSocket("big");
    socket.socket.send(JSON.stringify({ type: "register", sessionID: SESSION, tools: [{ id: "dump", description: "Dumps", parameters: { type: "object" } }] }));
    await socket.next();
    const call = runPart("client_big_dump", {});
    const request = (await socket.next()) as { request: { requestID: string } };
    socket.socket.send(JSON.stringify({ type: "result", requestID: request.request.requestID, result: { status: "success", title: "dump", output: "x".repeat(10 * 1024 * 1024 + 4096) } }));
    const part = await call;
    expect(part.state.status).toBe("completed");
    expect(part.state.output).toContain("[output truncated: 4096 bytes");
    expect(part.state.metadata?.truncated).toBe(true);
    socket.socket.close();
  });

  test("a client that disconnects fails its in-flight call at once with \"Client disconnected\"; its tools stay for the grace period", async () => {
    const socket = await openSocket("leaver");
    socket.socket.send(JSON.stringify({ type: "register", sessionID: SESSION, tools: [{ id: "never", description: "Never answers", parameters: { type: "object" } }] }));
    await socket.next();
    const started = performance.now();
    const call = runPart("client_leaver_never", {});
    await socket.next();
    socket.socket.close();
    const part = await call;
    expect([part.state.status, part.state.error]).toEqual(["error", "Client disconnected"]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await toolNames()).toContain("client_leaver_never");
  });
});

/** The registered tool names as `GET /tools` lists them. */
async function toolNames(): Promise<string[]> {
  const tools = (await (await fetch(`${server.httpUrl}/tools`, { headers: headers(USER) })).json()) as { name: string }[];
  return tools.map((t) => t.name);
}

/** Polls `check` every 10 ms until it returns a value (5 s at most). */
async function waitFor<T>(check: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await Bun.sleep(10);
  }
}

/** A raw WebSocket to the server with a queue of parsed messages. */
async function openSocket(clientID: string, secret?: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.httpPort}/client-tools/ws/${clientID}`, ["toolwire", `toolwire.bearer.${USER}`, ...(secret ? [`toolwire.secret.${secret}`] : [])]);
  const queue: unknown[] = [];
  const waiters: ((value: unknown) => void)[] = [];
  socket.onmessage = (event) => {
    const value = JSON.parse(String(event.data));
    const waiter = waiters.shift();
    if (waiter) waiter(value);
    else queue.push(value);
  };
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error("WebSocket failed to open"));
  });
  return {
    socket,
    next: () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise<unknown>((resolve) => waiters.push(resolve))),
  };
}

/** Reads an SSE response event by event. */
function readSse(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  return {
    async next(): Promise<{ event: string; data: string }> {
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? "message";
          if (event === "ping") continue;
          return { event, data: /^data: (.*)$/m.exec(frame)?.[1] ?? "" };
        }
        const { done, value } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += value;
      }
    },
    close: () => void reader.cancel(),
  };
}
