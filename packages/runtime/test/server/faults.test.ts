/**
 * Fault tests against one live server subprocess: clients vanishing mid-stream or mid-ask, and
 * hostile input on both transports. After each, the server must still answer normally.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AskPermissionRequest } from "@generated/proto/opencode/permission/v1/permission";
import { createGrpcClient, type RuntimeGrpcClient } from "../../src/client/grpc-client.ts";
import type { PermissionEvent } from "../../src/permission/permission-events.ts";
import { statusOf } from "../helpers/status-of.ts";
import { httpClient } from "../helpers/http-client.ts";
import { rawUnary, wire } from "../helpers/raw-grpc.ts";
import { type ServerProcess, spawnServer } from "../../src/cli/spawn-serve.ts";
import { eventually } from "../helpers/eventually.ts";
import { sseReader } from "../helpers/sse-reader.ts";

const TOKEN = "fault-token";
const ASK_PATH = "/opencode.permission.v1.PermissionService/AskPermission";
let dir: string;
let server: ServerProcess;
let grpc: RuntimeGrpcClient;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-fault-"));
  server = await spawnServer(dir, { TOOLWIRE_TOKEN: TOKEN });
  grpc = createGrpcClient({ target: server.grpcTarget, token: TOKEN });
  http = httpClient(server.httpUrl, TOKEN);
});
afterAll(async () => {
  grpc.close();
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});


/** The server still does a full ask → reply round trip. */
async function stillServing(session = "ses_alive") {
  expect((await fetch(`${server.httpUrl}/health`)).status).toBe(200);
  const asked = grpc.ask({ sessionID: session, permission: "probe", patterns: ["x"] });
  const pending = await eventually(async () => (await grpc.list(session))[0]);
  await grpc.respond({ sessionID: session, permissionID: pending.id, reply: "once" });
  expect((await asked).outcome).toBe("allowed");
}

describe("clients that go away", () => {
  test("gRPC watchers cancelled or disconnected mid-stream; the others keep receiving", async () => {
    const stay: PermissionEvent[] = [];
    const keep = grpc.watchPermissions({}, (e) => stay.push(e));
    const leavers = Array.from({ length: 4 }, (_, i) => {
      const own = createGrpcClient({ target: server.grpcTarget, token: TOKEN, ownConnection: true });
      const seen: PermissionEvent[] = [];
      return { own, seen, watch: own.watchPermissions({}, (e) => seen.push(e)), i };
    });
    await Promise.all([keep.ready, ...leavers.map((l) => l.watch.ready)]);

    const asks: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      asks.push(grpc.ask({ sessionID: "ses_stream", permission: "bash", patterns: [`cmd ${i}`] }));
      if (i === 5) {
        leavers[0]!.watch.cancel(); // polite cancel
        leavers[1]!.own.close(); // channel closed under an open stream
      }
    }
    await eventually(() => (stay.length >= 20 ? true : undefined));
    leavers[2]!.watch.cancel();
    leavers[3]!.own.close();
    for (const request of await grpc.list("ses_stream")) await grpc.respond({ sessionID: "ses_stream", permissionID: request.id, reply: "once" });
    await Promise.all(asks);
    await eventually(() => (stay.length === 40 ? true : undefined));
    for (const l of leavers) l.own.close();
    keep.cancel();
    await stillServing();
  }, 20_000);

  test("SSE client aborting mid-stream", async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.httpUrl}/event`, { headers: { Authorization: `Bearer ${TOKEN}` }, signal: controller.signal });
    const sse = sseReader(response);
    expect((await sse.next()).type).toBe("server.connected");
    const asked = grpc.ask({ sessionID: "ses_sse", permission: "bash", patterns: ["a"] });
    expect((await sse.next()).type).toBe("permission.asked");
    controller.abort();
    // events published after the client left must not break anything
    const pending = await eventually(async () => (await grpc.list("ses_sse"))[0]);
    await grpc.respond({ sessionID: "ses_sse", permissionID: pending.id, reply: "once" });
    await asked;
    await stillServing();
  }, 20_000);

  test("an AskPermission call cancelled while pending withdraws its request", async () => {
    const controller = new AbortController();
    const events: PermissionEvent[] = [];
    const watch = grpc.watchPermissions({ sessionID: "ses_cancel" }, (e) => events.push(e));
    await watch.ready;
    const asked = grpc.ask({ sessionID: "ses_cancel", permission: "bash", patterns: ["sleep"] }, { signal: controller.signal });
    const pending = await eventually(async () => (await grpc.list("ses_cancel"))[0]);
    controller.abort();
    expect(await statusOf(asked)).toBe(1); // CANCELLED on the client side
    await eventually(async () => ((await grpc.list("ses_cancel")).length === 0 ? true : undefined));
    await eventually(() => (events.some((e) => e.type === "permission.replied" && e.properties.requestID === pending.id) ? true : undefined));
    expect(await statusOf(grpc.respond({ sessionID: "ses_cancel", permissionID: pending.id, reply: "once" }))).toBe(5);
    watch.cancel();
    await stillServing();
  }, 20_000);

  test("an HTTP POST /permission/ask whose client disconnects withdraws its request", async () => {
    const controller = new AbortController();
    const asked = http.post("/permission/ask", { sessionID: "ses_httpask", permission: "bash", patterns: ["x"] });
    const withdrawn = fetch(`${server.httpUrl}/permission/ask`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ sessionID: "ses_httpask2", permission: "bash", patterns: ["y"] }),
      signal: controller.signal,
    }).catch((error) => error);
    const first = await eventually(async () => (await grpc.list("ses_httpask"))[0]);
    await eventually(async () => (await grpc.list("ses_httpask2"))[0]);
    controller.abort();
    await withdrawn;
    await eventually(async () => ((await grpc.list("ses_httpask2")).length === 0 ? true : undefined));
    await grpc.respond({ sessionID: "ses_httpask", permissionID: first.id, reply: "once" });
    expect(await http.json(asked)).toEqual({ id: first.id, outcome: "allowed", reply: "once" });
  }, 20_000);
});

describe("hostile input → 4xx / INVALID_ARGUMENT with a message, and the server keeps serving", () => {
  test("HTTP: 1 MB+ metadata, 10,000-deep nesting, __proto__/constructor, invalid UTF-8, wrong content types", async () => {
    const cases: [string, Response, number, RegExp][] = [
      ["1 MB+", await http.post("/permission/ask", { sessionID: "ses_h", permission: "p", patterns: [], metadata: { blob: "x".repeat(1_100_000) } }), 413, /limit/],
      ["deep", await http.post("/permission/ask", `{"sessionID":"ses_h","permission":"p","patterns":[],"metadata":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`), 400, /deeper/],
      ["__proto__", await http.post("/permission/ask", '{"sessionID":"ses_h","permission":"p","patterns":[],"metadata":{"__proto__":{"admin":true}}}'), 400, /__proto__/],
      ["constructor", await http.post("/permission/ask", '{"sessionID":"ses_h","permission":"p","patterns":[],"metadata":{"constructor":{"prototype":{"admin":true}}}}'), 400, /constructor/],
      ["utf-8", await http.post("/permission/ask", Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])), 400, /UTF-8/],
      ["text/plain", await http.post("/permission/ask", "{}", { "Content-Type": "text/plain" }), 415, /application\/json/],
      ["form", await http.post("/permission/ask", "a=b", { "Content-Type": "application/x-www-form-urlencoded" }), 415, /application\/json/],
      ["schema", await http.post("/permission/ask", { sessionID: "nope", permission: "p", patterns: [] }), 400, /sessionID/],
    ];
    for (const [name, response, status, message] of cases) {
      const body = (await response.json()) as { error: { message: string } };
      expect([name, response.status]).toEqual([name, status]);
      expect(body.error.message).toMatch(message);
    }
    expect(await http.json(http.get("/permission?sessionID=ses_h"))).toEqual([]);
    await stillServing("ses_after_http");
  }, 20_000);

  test("gRPC: oversize, 10,000-deep Struct, __proto__/constructor keys, invalid UTF-8, garbage bytes", async () => {
    const header = AskPermissionRequest.encode({ sessionId: "ses_g", permission: "p", patterns: [], always: [] }).finish();
    const ask = (extra: Uint8Array) => rawUnary(server.grpcTarget, TOKEN, ASK_PATH, wire.concat(header, extra));
    const value = (s: string) => wire.field(3, wire.text(s)); // Value.string_value

    const big = await ask(wire.field(4, wire.struct("blob", value("x".repeat(1_100_000)))));
    expect(big.error?.code).toBe(8); // RESOURCE_EXHAUSTED, refused by the message size limit
    const deep = await ask(wire.field(4, wire.deepStruct(10_000)));
    expect(deep.error?.code).toBe(3);
    expect(deep.error?.details).toMatch(/invalid AskPermissionRequest/);
    const proto = await ask(wire.field(4, wire.struct("__proto__", wire.field(5, wire.struct("admin", value("yes"))))));
    expect(proto.error?.code).toBe(3);
    expect(proto.error?.details).toMatch(/__proto__/);
    const ctor = await ask(wire.field(4, wire.struct("constructor", value("x"))));
    expect(ctor.error?.code).toBe(3);
    expect(ctor.error?.details).toMatch(/constructor/);
    const utf8 = await ask(wire.field(2, [0xc3, 0x28]));
    expect(utf8.error?.code).toBe(3);
    expect(utf8.error?.details).toMatch(/UTF-8/);
    const garbage = await rawUnary(server.grpcTarget, TOKEN, ASK_PATH, Uint8Array.from([0xff, 0xff, 0xff, 0xff, 0x0f]));
    expect(garbage.error?.code).toBe(3);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(await grpc.list("ses_g")).toEqual([]);
    await stillServing("ses_after_grpc");
  }, 20_000);
});

describe("limits and methods", () => {
  test("a body far over the limit (5 MiB) gets the JSON 413, not a bare one", async () => {
    const response = await http.post("/permission/ask", "x".repeat(5 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("RESOURCE_EXHAUSTED");
    await stillServing("ses_after_413");
  });

  test("a wrong method gets 405 with Allow; an unknown path stays 404", async () => {
    const response = await fetch(`${server.httpUrl}/permission/ask`, { method: "GET", headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    const deleted = await fetch(`${server.httpUrl}/permission/per_1/reply`, { method: "DELETE", headers: { Authorization: `Bearer ${TOKEN}` } });
    expect([deleted.status, deleted.headers.get("allow")]).toEqual([405, "POST"]);
    expect((await http.get("/nowhere")).status).toBe(404);
  });

  test("the ReDoS pattern: an ask matched against *a*b*a*b*c with 600 characters is answered, and /health with it", async () => {
    // A config with the pattern is what a user might write; the agent controls the input.
    const asked = grpc.ask({ sessionID: "ses_redos", permission: "webfetch", patterns: ["ab".repeat(300)], always: ["ab*"] });
    const pending = await eventually(async () => (await grpc.list("ses_redos"))[0]);
    expect((await fetch(`${server.httpUrl}/health`)).status).toBe(200);
    await http.post(`/permission/${pending.id}/reply`, { reply: "always" });
    await asked;
    // The approval "ab*" is now evaluated against every later ask of the session; so is a hostile one.
    expect((await grpc.ask({ sessionID: "ses_redos", permission: "webfetch", patterns: [`${"ab".repeat(300)}c`] })).outcome).toBe("allowed");
  });
});
