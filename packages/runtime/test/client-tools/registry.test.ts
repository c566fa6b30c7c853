/** The client-tool registry in process: rate limit on an injected clock, grace period, ownership, atomic registration. */
import { describe, expect, test } from "bun:test";
import fc from "fast-check";
import { createManualClock } from "../../src/clock/clock.ts";
import type { ClientConnection } from "../../src/client-tools/client-connection.ts";
import { createClientTools } from "../../src/client-tools/client-tool-registry.ts";
import { createRateLimiter } from "../../src/client-tools/rate-limit.ts";

const tool = (id: string, parameters: Record<string, unknown> = { type: "object" }) => ({ id, description: id, parameters });
const connection = (): ClientConnection & { sent: unknown[]; closed: string[] } => {
  const sent: unknown[] = [];
  const closed: string[] = [];
  return { transport: "websocket", send: (m) => sent.push(m), close: (r) => closed.push(r), sent, closed };
};

describe("rate limit (injected clock)", () => {
  test("100 a minute, then refused with the wait until the next token; refills continuously", () => {
    const clock = createManualClock();
    const limiter = createRateLimiter(100, clock);
    for (let i = 0; i < 100; i++) expect(limiter.take().ok).toBe(true);
    const refused = limiter.take();
    expect(refused).toEqual({ ok: false, retryInMs: 600 });
    clock.advance(599);
    expect(limiter.take().ok).toBe(false);
    clock.advance(1);
    expect(limiter.take().ok).toBe(true);
    expect(limiter.take().ok).toBe(false);
  });

  test("property: over any schedule, admitted calls never exceed 100 + elapsed·100/60 s", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 400 }), (gaps) => {
        const clock = createManualClock(0);
        const limiter = createRateLimiter(100, clock);
        let admitted = 0;
        for (const gap of gaps) {
          clock.advance(gap);
          if (limiter.take().ok) admitted++;
          expect(admitted).toBeLessThanOrEqual(100 + Math.floor((clock.now() * 100) / 60_000));
        }
      }),
    );
  });

  test("the registry's tools refuse admission past the client's limit", () => {
    const clock = createManualClock();
    const tools = createClientTools({ clock, requestsPerMinute: 2 });
    const conn = connection();
    tools.attach("c1", conn, undefined, "create-or-resume");
    tools.register("c1", "ses_a", [tool("t")], { kind: "connection", connection: conn });
    const registered = tools.get("client_c1_t", "ses_a")!;
    expect(registered.admit!().kind).toBe("admit");
    expect(registered.admit!().kind).toBe("admit");
    expect(registered.admit!()).toMatchObject({ kind: "refuse", retryInMs: 30_000 });
    tools.close();
  });
});

describe("registry", () => {
  test("a registration with one bad tool changes nothing; the pointer names the bad schema", () => {
    const tools = createClientTools();
    const conn = connection();
    tools.attach("c2", conn, undefined, "create-or-resume");
    tools.register("c2", "ses_a", [tool("keep")], { kind: "connection", connection: conn });
    expect(() => tools.register("c2", "ses_a", [tool("new"), tool("bad", { type: "object", minProperties: -1 })], { kind: "connection", connection: conn })).toThrow("/tools/1/parameters/minProperties");
    expect(tools.all().map((t) => t.info.name)).toEqual(["client_c2_keep"]);
    expect(() => tools.register("c2", "ses_a", [tool("arr", { type: "array" })], { kind: "connection", connection: conn })).toThrow('/tools/0/parameters/type: a tool\'s parameters must be an object schema');
    tools.close();
  });

  test("registering the same id again replaces it; a disconnected client's tools go after the grace period unless it reconnects", async () => {
    const tools = createClientTools({ graceMs: 50 });
    const conn = connection();
    const secret = tools.attach("c3", conn, undefined, "create-or-resume");
    tools.register("c3", "ses_a", [tool("t", { type: "object", properties: { a: { type: "string" } } })], { kind: "connection", connection: conn });
    tools.register("c3", "ses_a", [tool("t", { type: "object", properties: { a: { type: "number" } } })], { kind: "connection", connection: conn });
    expect(tools.get("client_c3_t", "ses_a")!.validator({ a: 1 }).kind).toBe("valid");
    tools.detach("c3", conn);
    await Bun.sleep(20);
    const again = connection();
    expect(() => tools.attach("c3", again, "cs_wrong", "create-or-resume")).toThrow("held for its client to reconnect");
    tools.attach("c3", again, secret, "create-or-resume");
    await Bun.sleep(80);
    expect(tools.get("client_c3_t", "ses_a")).toBeDefined();
    tools.detach("c3", again);
    await Bun.sleep(150);
    expect(tools.get("client_c3_t", "ses_a")).toBeUndefined();
    expect(tools.clients()).toEqual([]);
  });

  test("a second connection with the secret replaces the first, which is closed", () => {
    const tools = createClientTools();
    const a = connection();
    const secret = tools.attach("c4", a, undefined, "create-or-resume");
    const b = connection();
    tools.attach("c4", b, secret, "create-or-resume");
    expect(a.closed).toEqual(["replaced by a new connection of the same client"]);
    expect(tools.clients()[0]).toMatchObject({ clientID: "c4", connected: true });
    tools.close();
  });

  test("client IDs with `_` are refused, so tool names cannot collide across clients", () => {
    const tools = createClientTools();
    expect(() => tools.attach("a_b", connection(), undefined, "create-or-resume")).toThrow("invalid clientID");
  });
});
