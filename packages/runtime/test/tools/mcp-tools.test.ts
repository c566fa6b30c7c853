import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createManualClock, type ManualClock } from "../../src/clock/clock.ts";
import { isAlive } from "../../src/tools/resource-limits.ts";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

const FIXTURE = join(import.meta.dir, "fixtures/mcp-fixture-server.ts");
let h: Harness;
let dir: string;
let clock: ManualClock;

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await Bun.sleep(10);
  }
}

const serverPid = () => Number(readFileSync(join(dir, "pid"), "utf8"));

// The fixture reports its pid and the tests signal it: host pids only outside the sandbox's PID
// namespace, so supervision is tested unsandboxed here; test/sandbox/ runs an MCP server sandboxed.
const UNSANDBOXED = { mode: "off" } as const;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-mcp-"));
  clock = createManualClock();
  h = await openHarness({
    sandbox: UNSANDBOXED,
    clock,
    mcpServers: [{ name: "fx", command: process.execPath, args: [FIXTURE], env: { FIXTURE_DIR: dir }, timeoutMs: 3_000 }],
    mcpRestart: { baseDelayMs: 20, maxDelayMs: 200 },
    retry: { attempts: 3, baseDelayMs: 20, maxDelayMs: 100 },
    breaker: { failureThreshold: 2, openMs: 30_000 },
  });
  await h.engine.ready();
});
afterEach(async () => {
  const pid = existsSync(join(dir, "pid")) ? serverPid() : undefined;
  await h.close();
  if (pid) await until(() => !isAlive(pid), "fixture server stopped");
  rmSync(dir, { recursive: true, force: true });
});

describe("MCP tools", () => {
  test("the server's tools are listed as <server>_<tool> with their schemas, category mcp and risk from annotations", () => {
    const listed = h.engine.list().filter((t) => t.source === "mcp");
    expect(listed.map((t) => t.name)).toEqual(["fx_echo", "fx_fail", "fx_flaky", "fx_slow", "fx_steps"]);
    const echo = listed[0]!;
    expect(echo).toMatchObject({ server: "fx", categories: ["mcp"], riskLevel: "low", available: true, timeoutMs: 3_000, breaker: { kind: "closed", failures: 0 } });
    expect(echo.inputSchema).toMatchObject({ type: "object", properties: { text: { type: "string", minLength: 1 } }, required: ["text"] });
    expect(h.engine.list().find((t) => t.name === "read")).toMatchObject({ source: "builtin", riskLevel: "low", categories: ["file"], timeoutMs: 30_000 });
  });

  test("a call is validated with the server's schema, asked as <server>_<tool> with that name as pattern, and routed", async () => {
    expect(errorOf(await h.call("fx_echo", { text: "" }))).toMatch(/^invalid input for tool "fx_echo": text: /);
    expect(errorOf(await h.call("fx_echo", {}))).toMatch(/text: must have required property 'text'/);
    const state = completedOf(await h.call("fx_echo", { text: "hello" }));
    expect(state.output).toBe("hello");
    expect(h.asks).toHaveLength(1);
    expect(h.asks[0]).toMatchObject({ permission: "fx_echo", patterns: ["fx_echo"], always: ["fx_echo"], riskLevel: "low" });
  });

  test("a tool's own error is not retried and ends the part in error", async () => {
    const part = await h.call("fx_fail", {});
    expect(errorOf(part)).toBe("boom");
    expect(h.history(part.id).some((p) => p.state.status === "running" && p.state.metadata?.retries !== undefined)).toBe(false);
  });

  test("progress notifications reach the running part's metadata as toolProgress", async () => {
    const call = h.call("fx_steps", {});
    await until(() => h.tracker.list(h.sessionID).some((p) => p.state.status === "running" && p.state.metadata?.progress !== undefined), "first progress report");
    writeFileSync(join(dir, "go"), "");
    const part = await call;
    expect(completedOf(part).output).toBe("stepped");
    const progress = h.history(part.id).flatMap((p) => (p.state.status === "running" && p.state.metadata?.progress ? [p.state.metadata.progress] : []));
    // The SDK delivers notifications a microtask later than responses, so the last report may land after
    // completion and is then (rightly) dropped.
    expect(progress[0]).toEqual({ percentage: 50, message: "half way" });
    expect(progress.slice(1)).toEqual(progress.length > 1 ? [{ percentage: 100 }] : []);
  });

  test("the per-server timeout stops a call: part error 'timed out after 0.5 s'", async () => {
    const fast = await openHarness({ sandbox: UNSANDBOXED, workspace: h.root, mcpServers: [{ name: "fy", command: process.execPath, args: [FIXTURE], env: { FIXTURE_DIR: dir }, timeoutMs: 500 }] });
    try {
      await fast.engine.ready();
      writeFileSync(join(dir, "hang"), "");
      expect(errorOf(await fast.call("fy_slow", {}))).toBe("timed out after 0.5 s");
      expect(fast.engine.metrics().fy_slow).toMatchObject({ calls: 1, errors: 1, timeouts: 1 });
    } finally {
      await fast.close();
    }
  });

  test("a server killed mid-call: marked unavailable, restarted, and the call retried to success", async () => {
    writeFileSync(join(dir, "hang"), "");
    const first = serverPid();
    const call = h.call("fx_slow", {});
    await until(() => existsSync(join(dir, "hanging")), "server hanging in the call");
    process.kill(first, "SIGKILL");
    const part = await call;
    expect(completedOf(part).output).toBe("slow done");
    expect(completedOf(part).metadata).toMatchObject({ attempts: 2 });
    expect(serverPid()).not.toBe(first);
    expect(h.history(part.id).some((p) => p.state.status === "running" && p.state.metadata?.retries === 1)).toBe(true);
  });

  test("a server that keeps dying: retries, then the breaker opens and fails fast, then a half-open probe recovers", async () => {
    writeFileSync(join(dir, "crash"), "");
    for (let i = 0; i < 2; i++) {
      const part = await h.call("fx_flaky", {});
      expect(errorOf(part)).toMatch(/MCP server fx|Connection closed/i);
      const retries = h.history(part.id).filter((p) => p.state.status === "running" && p.state.metadata?.retries !== undefined);
      expect(retries.length).toBe(2);
    }
    expect(h.engine.list().find((t) => t.name === "fx_flaky")).toMatchObject({ available: false, availability: "unavailable: circuit breaker open", breaker: { kind: "open", failures: 2 } });

    const pidBefore = serverPid();
    const fast = await h.call("fx_flaky", {});
    expect(errorOf(fast)).toBe('tool "fx_flaky" is temporarily disabled (circuit breaker open) after 2 consecutive failures; retry in 30 s');
    expect(serverPid()).toBe(pidBefore);
    // Other tools of the server are not affected.
    await until(() => h.engine.list().find((t) => t.name === "fx_echo")?.available === true, "server back");
    expect(completedOf(await h.call("fx_echo", { text: "still here" })).output).toBe("still here");

    rmSync(join(dir, "crash"));
    clock.advance(30_000);
    expect(h.engine.list().find((t) => t.name === "fx_flaky")?.breaker).toEqual({ kind: "half-open", probing: false });
    expect(completedOf(await h.call("fx_flaky", {})).output).toBe("ok");
    expect(h.engine.list().find((t) => t.name === "fx_flaky")?.breaker).toEqual({ kind: "closed", failures: 0 });
    expect(h.engine.metrics().fx_flaky).toMatchObject({ calls: 4, successes: 1, errors: 3 });
  });
});
