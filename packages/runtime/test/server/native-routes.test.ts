/**
 * The permission exchange's two hot calls take Bun's native router in a running server (native-routes.ts); every
 * answer must be the one the Hono app gives for the same request: the same status, body and headers, the wrong
 * party refused with nothing changed, bad bodies refused with the same issues. Each request goes both ways, to
 * the server over loopback and to an app built on the same services, and the answers are compared.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpApp } from "../../src/server/http-app.ts";
import { type RuntimeServer, startRuntimeServer } from "../../src/server/runtime-server.ts";
import { createMemoryPermissionStore } from "../../src/store/memory/memory-permission-store.ts";

const AGENT = "agent-token-native";
const USER = "user-token-native";
const LIMITS = Object.freeze({ maxBytes: 4096, maxDepth: 64 });
let dir: string;
let server: RuntimeServer;
let app: ReturnType<typeof createHttpApp>;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-native-"));
  server = await startRuntimeServer({
    host: "127.0.0.1",
    httpPort: 0,
    grpcPort: 0,
    dataDir: dir,
    store: createMemoryPermissionStore(),
    env: { TOOLWIRE_AGENT_TOKEN: AGENT, TOOLWIRE_USER_TOKEN: USER },
    limits: LIMITS,
    log: () => {},
  });
  base = `http://127.0.0.1:${server.httpPort}`;
  app = createHttpApp({ permissions: server.permissions, store: server.store, tracker: server.tracker, credentials: server.credentials, limits: LIMITS });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Shape = { status: number; body: unknown; contentType: string | null; allow: string | null; authenticate: string | null };
const shape = async (response: Response): Promise<Shape> => {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, contentType: response.headers.get("content-type"), allow: response.headers.get("allow"), authenticate: response.headers.get("www-authenticate") };
};
/** The same request to the running server (native router) and to the Hono app. */
const both = async (method: string, path: string, headers: Record<string, string>, body?: string): Promise<[Shape, Shape]> => {
  const init = (): RequestInit => ({ method, headers, ...(body !== undefined ? { body } : {}) });
  // In process, with the Content-Length a client sends (fetch adds it on the wire).
  const sized = body !== undefined ? { ...headers, "Content-Length": String(Buffer.byteLength(body)) } : headers;
  return [await shape(await fetch(`${base}${path}`, init())), await shape(await app.fetch(new Request(`http://127.0.0.1${path}`, { ...init(), headers: sized })))];
};
const json = (token?: string) => ({ "Content-Type": "application/json", ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}) });
const pendingCount = () => server.permissions.list().length;

describe("the native ask and reply routes answer as the app does", () => {
  test("refusals: no credential, a wrong one, the agent answering, a bad body, too large, not JSON, an unknown request, another method", async () => {
    const ask = server.permissions.ask({ sessionID: "ses_n", permission: "bash", patterns: ["make"] });
    ask.catch(() => {});
    const id = server.permissions.list().at(-1)!.id;
    const cases: [string, string, Record<string, string>, string?][] = [
      ["POST", "/permission/ask", json(), '{"sessionID":"ses_a","permission":"bash","patterns":["ls"]}'],
      ["POST", "/permission/ask", json("wrong"), '{"sessionID":"ses_a","permission":"bash","patterns":["ls"]}'],
      ["POST", "/permission/ask", { ...json(AGENT), Authorization: "" }, "{}"],
      ["POST", `/permission/${id}/reply`, json(AGENT), '{"reply":"always","scope":"project"}'],
      ["POST", "/permission/ask", json(USER), '{"sessionID":"ses_a","permission":"bash","patterns":["ls"]}'],
      ["POST", "/permission/ask", json(AGENT), '{"sessionID":"ses_a","permission":"bash"}'],
      ["POST", "/permission/ask", json(AGENT), '{"sessionID":"ses_a","permission":"bash","patterns":["ls"],"always":["*"]}'],
      ["POST", "/permission/ask", json(AGENT), '{"sessionID":"ses_a","permission":"bash","patterns":["ls"],"extra":1}'],
      ["POST", `/permission/${id}/reply`, json(USER), '{"reply":"sometimes"}'],
      ["POST", "/permission/ask", json(AGENT), JSON.stringify({ sessionID: "ses_a", permission: "bash", patterns: ["x".repeat(5000)] })],
      ["POST", "/permission/ask", { Authorization: `Bearer ${AGENT}`, "Content-Type": "text/plain" }, "hello"],
      ["POST", "/permission/ask", json(AGENT), '{"sessionID":'],
      ["POST", "/permission/per_unknown/reply", json(USER), '{"reply":"once"}'],
      ["GET", "/permission/ask", json(AGENT)],
      ["PUT", `/permission/${id}/reply`, json(USER), '{"reply":"once"}'],
    ];
    for (const [method, path, headers, body] of cases) {
      const [native, hono] = await both(method, path, headers, body);
      expect({ case: `${method} ${path} ${JSON.stringify(headers)}`, ...native }).toEqual({ case: `${method} ${path} ${JSON.stringify(headers)}`, ...hono });
      expect(native.status).toBeGreaterThanOrEqual(400);
    }
    // Nothing the refused calls sent changed anything: the ask is still pending, nothing else was asked.
    expect(server.permissions.list().map((p) => p.id)).toEqual([id]);
    const [answered] = await both("POST", `/permission/${id}/reply`, json(USER), '{"reply":"once"}');
    expect(answered).toEqual({ status: 200, body: true, contentType: "application/json", allow: null, authenticate: null });
    expect(await ask).toMatchObject({ requestID: id, reply: "once" });
    expect(pendingCount()).toBe(0);
  });

  test("an ask over the native route blocks until the user's reply and answers what the app's route answers", async () => {
    const ask = (via: "native" | "hono") => {
      const init = { method: "POST", headers: json(AGENT), body: JSON.stringify({ sessionID: `ses_${via}`, permission: "bash", patterns: [`make ${via}`] }) };
      return via === "native" ? fetch(`${base}/permission/ask`, init) : app.fetch(new Request("http://127.0.0.1/permission/ask", init));
    };
    const answers: Shape[] = [];
    for (const via of ["native", "hono"] as const) {
      const asked = ask(via);
      const mine = () => server.permissions.list().find((p) => p.sessionID === `ses_${via}`);
      while (!mine()) await Bun.sleep(5);
      const id = mine()!.id;
      const [reply] = await both("POST", `/permission/${id}/reply`, json(USER), '{"reply":"once"}');
      expect(reply.status).toBe(200);
      const answer = await shape(await asked);
      answers.push({ ...answer, body: { ...(answer.body as object), id: "<id>" } });
    }
    expect(answers[0]).toEqual(answers[1]!);
    expect(answers[0]).toMatchObject({ status: 200, contentType: "application/json", body: { outcome: "allowed", reply: "once" } });
  });
});
