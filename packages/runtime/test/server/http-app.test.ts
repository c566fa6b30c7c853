import { serverErrorBodySchema } from "@generated/validators/serverErrorBody";
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createManualClock } from "../../src/clock/clock.ts";
import { createToolTracker, type ToolTracker } from "../../src/lifecycle/tool-tracker.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";
import { openPermissionService, type PermissionService } from "../../src/permission/permission-service.ts";
import { rulesFromConfig } from "../../src/permission/rules-from-config.ts";
import { resolveCredentials } from "../../src/server/credentials.ts";
import { createHttpApp } from "../../src/server/http-app.ts";
import type { PermissionStore } from "../../src/store/permission-store.ts";

const TOKEN = "test-token";
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const JSON_HEADERS = { ...AUTH, "Content-Type": "application/json" };

let permissions: PermissionService;
let store: PermissionStore;
let tracker: ToolTracker;
let app: ReturnType<typeof createHttpApp>;

beforeEach(async () => {
  store = createMemoryPermissionStore();
  permissions = await openPermissionService({ store, ruleset: rulesFromConfig({ bash: { "*": "ask", "rm *": "deny" } }) });
  tracker = createToolTracker({ clock: createManualClock() });
  app = createHttpApp({ permissions, store, tracker, credentials: resolveCredentials("/nonexistent", { TOOLWIRE_TOKEN: TOKEN }), heartbeatMs: 50 });
});
afterEach(() => permissions.dispose());

const request = (path: string, init: RequestInit = {}) => app.fetch(new Request(`http://127.0.0.1${path}`, init));
const post = (path: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  request(path, { method: "POST", headers, body: typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body) });

function pendingAsk(sessionID = "ses_1", patterns = ["ls"]) {
  const result = permissions.ask({ sessionID, permission: "bash", patterns, always: ["ls *"] });
  result.catch(() => {});
  return { result, id: permissions.list().at(-1)!.id };
}

async function expectError(response: Response, status: number, code: string, message?: RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  // Every error body is the canonical ServerErrorBody shape.
  expect(serverErrorBodySchema.safeParse(body).error?.issues ?? []).toEqual([]);
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  if (message) expect(body.error.message).toMatch(message);
  return body;
}

describe("auth", () => {
  test("missing or wrong token → 401 UNAUTHENTICATED with WWW-Authenticate", async () => {
    const missing = await request("/permission");
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    await expectError(missing, 401, "UNAUTHENTICATED");
    await expectError(await request("/permission", { headers: { Authorization: "Bearer nope" } }), 401, "UNAUTHENTICATED");
    await expectError(await request("/permission", { headers: { Authorization: TOKEN } }), 401, "UNAUTHENTICATED");
    await expectError(await request("/nope"), 401, "UNAUTHENTICATED");
  });

  test("/health needs no token", async () => {
    expect((await request("/health")).status).toBe(200);
  });
});

describe("permission routes", () => {
  test("GET /permission lists pending requests; POST /permission/:id/reply answers → true", async () => {
    const { result, id } = pendingAsk();
    const listed = (await (await request("/permission", { headers: AUTH })).json()) as { id: string }[];
    expect(listed.map((r) => r.id)).toEqual([id]);
    const response = await post(`/permission/${id}/reply`, { reply: "once" });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(true);
    expect(await result).toEqual({ requestID: id, reply: "once" });
  });

  test("reject with a message → the asker gets the correction", async () => {
    const { result, id } = pendingAsk();
    await post(`/permission/${id}/reply`, { reply: "reject", message: "use ls -la" });
    expect(result).rejects.toThrow("with the following feedback: use ls -la");
  });

  test("deprecated POST /session/:sid/permissions/:pid {response}", async () => {
    const { result, id } = pendingAsk("ses_A");
    await expectError(await post(`/session/ses_B/permissions/${id}`, { response: "always" }), 404, "NOT_FOUND", /ses_B/);
    expect(permissions.list()).toHaveLength(1);
    const ok = await post(`/session/ses_A/permissions/${id}`, { response: "always" });
    expect(await ok.json()).toBe(true);
    expect((await result).reply).toBe("always");
  });

  test("unknown id → 404 NOT_FOUND", async () => {
    await expectError(await post("/permission/per_missing/reply", { reply: "once" }), 404, "NOT_FOUND", /per_missing/);
  });

  test("invalid body → 400 INVALID_ARGUMENT with the validator's path-level message", async () => {
    const { id } = pendingAsk();
    const body = await expectError(await post(`/permission/${id}/reply`, { reply: "sometimes" }), 400, "INVALID_ARGUMENT", /^invalid reply body: reply: /);
    expect((body.error as { issues?: string[] }).issues?.[0]).toStartWith("reply:");
    await expectError(await post(`/permission/${id}/reply`, { reply: "once", extra: 1 }), 400, "INVALID_ARGUMENT", /extra|unrecognized/i);
    await expectError(await post(`/permission/${id}/reply`, [1]), 400, "INVALID_ARGUMENT");
    await expectError(await post(`/session/ses_1/permissions/${id}`, { reply: "once" }), 400, "INVALID_ARGUMENT", /response/);
    expect(permissions.list()).toHaveLength(1);
  });

  test("explain, approvals list and revoke", async () => {
    const explained = (await (await request("/permission/explain?permission=bash&pattern=rm%20-rf", { headers: AUTH })).json()) as {
      action: string;
      rule: { rule: { pattern: string } };
    };
    expect(explained.action).toBe("deny");
    expect(explained.rule.rule.pattern).toBe("rm *");
    await expectError(await request("/permission/explain?permission=bash", { headers: AUTH }), 400, "INVALID_ARGUMENT");

    const { id } = pendingAsk();
    await post(`/permission/${id}/reply`, { reply: "always" });
    const approvals = (await (await request("/approval", { headers: AUTH })).json()) as { id: string; pattern: string }[];
    expect(approvals.map((a) => a.pattern)).toEqual(["ls *"]);
    const revoked = await request(`/approval/${approvals[0]!.id}`, { method: "DELETE", headers: AUTH });
    expect(await revoked.json()).toBe(true);
    await expectError(await request(`/approval/${approvals[0]!.id}`, { method: "DELETE", headers: AUTH }), 404, "NOT_FOUND");
  });
});

describe("tool part routes", () => {
  test("create, stream updates, abort", async () => {
    const created = await post("/session/ses_1/part", create());
    expect(created.status).toBe(200);
    expect(((await created.json()) as { sessionID: string }).sessionID).toBe("ses_1");
    const running = await post("/session/ses_1/part", { id: "prt_1", state: { status: "running", metadata: { a: 1 } } });
    expect(((await running.json()) as { state: { status: string } }).state.status).toBe("running");
    const aborted = (await (await post("/session/ses_1/abort", "", AUTH)).json()) as { aborted: { state: { error: string } }[] };
    expect(aborted.aborted[0]!.state.error).toBe("Tool execution aborted");
    const listed = (await (await request("/session/ses_1/part", { headers: AUTH })).json()) as unknown[];
    expect(listed).toHaveLength(1);
  });

  test("an illegal transition → 409 FAILED_PRECONDITION and the part is unchanged", async () => {
    await post("/session/ses_1/part", create());
    await expectError(await post("/session/ses_1/part", { id: "prt_1", state: { status: "completed", output: "", title: "t" } }), 409, "FAILED_PRECONDITION", /pending → completed/);
    expect(tracker.get("prt_1")!.state.status).toBe("pending");
  });

  test("an invalid part → 400 with the path; a part of another session → 404", async () => {
    await expectError(await post("/session/ses_1/part", { ...create(), state: { status: "pending", input: "x" } }), 400, "INVALID_ARGUMENT", /state/);
    await post("/session/ses_1/part", create());
    await expectError(await post("/session/ses_2/part", { id: "prt_1", state: { status: "running" } }), 404, "NOT_FOUND");
    await expectError(await post("/session/ses_2/part", { ...create(), id: "prt_2", sessionID: "ses_1" }), 400, "INVALID_ARGUMENT", /sessionID/);
  });
});

describe("hostile bodies → 4xx with a message, no prototype pollution, still serving", () => {
  test("1 MB+ metadata → 413", async () => {
    const { id } = pendingAsk();
    const big = JSON.stringify({ reply: "once", message: "x".repeat(1024 * 1024 + 10) });
    await expectError(await post(`/permission/${id}/reply`, big), 413, "RESOURCE_EXHAUSTED", /limit/);
    const part = JSON.stringify({ ...create(), metadata: { blob: "y".repeat(2 * 1024 * 1024) } });
    await expectError(await post("/session/ses_1/part", part), 413, "RESOURCE_EXHAUSTED");
    // chunked (no Content-Length): refused while streaming
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(100_000)));
        controller.close();
      },
    });
    await expectError(await request(`/permission/${id}/reply`, { method: "POST", headers: JSON_HEADERS, body: stream }), 413, "RESOURCE_EXHAUSTED");
    expect(permissions.list()).toHaveLength(1);
  });

  test("10,000-deep nesting → 400", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    await expectError(await post("/session/ses_1/part", `{"id":"prt_9","metadata":{"x":${deep}}}`), 400, "INVALID_ARGUMENT", /deeper than 64/);
    const deepObject = `${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`;
    await expectError(await post("/permission/per_x/reply", deepObject), 400, "INVALID_ARGUMENT", /deeper/);
  });

  test("__proto__ / constructor / prototype keys → 400, nothing polluted", async () => {
    const { id } = pendingAsk();
    for (const key of ["__proto__", "constructor", "prototype"]) {
      const raw = `{"reply":"once","${key}":{"polluted":true}}`;
      await expectError(await post(`/permission/${id}/reply`, raw), 400, "INVALID_ARGUMENT", new RegExp(key));
      const nested = `{"id":"prt_p","messageID":"msg_1","callID":"c","tool":"bash","state":{"status":"pending","input":{"a":{"${key}":{"polluted":true}}}}}`;
      await expectError(await post("/session/ses_1/part", nested), 400, "INVALID_ARGUMENT", new RegExp(`state\\.input\\.a\\.${key}`));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
    expect(permissions.list()).toHaveLength(1);
  });

  test("invalid UTF-8 → 400", async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x72, 0x65, 0x70, 0x6c, 0x79, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]);
    await expectError(await post("/permission/per_x/reply", bytes), 400, "INVALID_ARGUMENT", /UTF-8/);
  });

  test("wrong or missing content type → 415; malformed JSON and empty body → 400", async () => {
    await expectError(await post("/permission/per_x/reply", "reply=once", { ...AUTH, "Content-Type": "application/x-www-form-urlencoded" }), 415, "INVALID_ARGUMENT", /application\/json/);
    await expectError(await post("/permission/per_x/reply", '{"reply":"once"}', { ...AUTH, "Content-Type": "text/plain" }), 415, "INVALID_ARGUMENT");
    await expectError(await post("/permission/per_x/reply", '{"reply":"once"}', AUTH), 415, "INVALID_ARGUMENT");
    await expectError(await post("/permission/per_x/reply", '{"reply":"once"}', { ...AUTH, "Content-Type": "application/json; charset=latin1" }), 415, "INVALID_ARGUMENT", /charset/);
    await expectError(await post("/permission/per_x/reply", '{"reply":'), 400, "INVALID_ARGUMENT", /not valid JSON/);
    await expectError(await post("/permission/per_x/reply", ""), 400, "INVALID_ARGUMENT", /empty/);
  });

  test("after all that the server still answers normally", async () => {
    const { result, id } = pendingAsk();
    await post("/permission/per_x/reply", "{", JSON_HEADERS);
    expect(await (await post(`/permission/${id}/reply`, { reply: "once" })).json()).toBe(true);
    expect((await result).reply).toBe("once");
  });
});

describe("GET /event (SSE)", () => {
  test("streams server.connected, permission and part events; cancelling unsubscribes", async () => {
    const response = await request("/event", { headers: AUTH });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = "";
    const next = async (): Promise<{ type: string; properties: unknown }> => {
      for (;;) {
        const frame = buffer.indexOf("\n\n");
        if (frame >= 0) {
          const chunk = buffer.slice(0, frame);
          buffer = buffer.slice(frame + 2);
          if (chunk.startsWith("data: ")) return JSON.parse(chunk.slice(6));
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
    };
    expect((await next()).type).toBe("server.connected");
    const { id } = pendingAsk();
    expect(await next()).toMatchObject({ type: "permission.asked", properties: { id } });
    await post(`/permission/${id}/reply`, { reply: "once" });
    expect(await next()).toEqual({ type: "permission.replied", properties: { sessionID: "ses_1", requestID: id, reply: "once" } });
    await post("/session/ses_1/part", create());
    expect(await next()).toMatchObject({ type: "message.part.updated", properties: { part: { id: "prt_1" } } });
    await reader.cancel();
  });
});

function create() {
  return { id: "prt_1", messageID: "msg_1", callID: "call_1", tool: "bash", state: { status: "pending", input: { command: "ls" } } };
}
