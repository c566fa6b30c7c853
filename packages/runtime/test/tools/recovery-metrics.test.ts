import { afterEach, describe, expect, test } from "bun:test";
import { z } from "zod";
import { createManualClock } from "../../src/clock/clock.ts";
import { zodValidator } from "../../src/tools/input-validator.ts";
import type { Sleep } from "../../src/tools/retry.ts";
import type { ToolDefinition } from "../../src/tools/tool-definition.ts";
import { fail } from "../../src/tools/tool-failure.ts";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

/** A scripted tool: each call takes the next step (throw an errno error, fail as the tool, or answer). */
function scripted(name: string, steps: ("EAGAIN" | "ENOENT" | "tool" | "ok")[]): ToolDefinition & { calls: number } {
  const tool = {
    calls: 0,
    info: { name, description: "scripted", inputSchema: { type: "object" }, outputSchema: {}, categories: ["project-management" as const], permissions: [name], riskLevel: "low" as const },
    source: { kind: "client" as const, clientID: "test" },
    validator: zodValidator(z.looseObject({})),
    title: () => name,
    permission: () => ({ permission: name, patterns: [name], always: [name] }),
    async execute() {
      const step = steps[tool.calls++] ?? "ok";
      if (step === "EAGAIN" || step === "ENOENT") throw Object.assign(new Error(`${step}: scripted`), { code: step });
      if (step === "tool") fail({ kind: "tool", message: "the tool said no" });
      return { output: `ok after ${tool.calls}` };
    },
  };
  return tool;
}

let h: Harness | undefined;
afterEach(() => h?.close());

describe("retries", () => {
  test("EAGAIN-class errors are retried with exponential backoff (injected sleep, no waiting)", async () => {
    const delays: number[] = [];
    const sleep: Sleep = async (ms) => {
      delays.push(ms);
    };
    const tool = scripted("flaky", ["EAGAIN", "EAGAIN", "ok"]);
    h = await openHarness({ tools: [tool], sleep, retry: { attempts: 4, baseDelayMs: 100, maxDelayMs: 150 } });
    const state = completedOf(await h.call("flaky", {}));
    expect(state.output).toBe("ok after 3");
    expect(state.metadata).toMatchObject({ attempts: 3 });
    expect(delays).toEqual([100, 150]);
  });

  test("a tool's own failure and a non-transient errno are never retried", async () => {
    const own = scripted("own", ["tool", "ok"]);
    const missing = scripted("missing", ["ENOENT", "ok"]);
    h = await openHarness({ tools: [own, missing], sleep: async () => {} });
    expect(errorOf(await h.call("own", {}))).toBe("the tool said no");
    expect(errorOf(await h.call("missing", {}))).toBe("ENOENT: scripted");
    expect([own.calls, missing.calls]).toEqual([1, 1]);
  });

  test("retries stop when attempts are used up; the last error is the part's", async () => {
    const tool = scripted("down", ["EAGAIN", "EAGAIN", "EAGAIN", "ok"]);
    h = await openHarness({ tools: [tool], sleep: async () => {}, retry: { attempts: 3 } });
    expect(errorOf(await h.call("down", {}))).toBe("EAGAIN: scripted");
    expect(tool.calls).toBe(3);
  });
});

describe("circuit breaker", () => {
  test("N consecutive failures open it; calls fail fast; after T one probe is admitted; success closes it", async () => {
    const clock = createManualClock();
    const tool = scripted("breaky", ["tool", "tool", "tool", "ok", "ok"]);
    h = await openHarness({ tools: [tool], clock, breaker: { failureThreshold: 2, openMs: 10_000 } });
    errorOf(await h.call("breaky", {}));
    expect(h.engine.list().find((t) => t.name === "breaky")?.breaker).toEqual({ kind: "closed", failures: 1 });
    errorOf(await h.call("breaky", {}));
    clock.advance(4_000);
    expect(errorOf(await h.call("breaky", {}))).toBe('tool "breaky" is temporarily disabled (circuit breaker open) after 2 consecutive failures; retry in 6 s');
    expect(tool.calls).toBe(2);

    clock.advance(6_000);
    // The probe fails: open again at once, for a full period.
    errorOf(await h.call("breaky", {}));
    expect(h.engine.list().find((t) => t.name === "breaky")).toMatchObject({ available: false, breaker: { kind: "open", until: clock.now() + 10_000 } });
    clock.advance(10_000);
    expect(completedOf(await h.call("breaky", {})).output).toBe("ok after 4");
    expect(h.engine.list().find((t) => t.name === "breaky")).toMatchObject({ available: true, breaker: { kind: "closed", failures: 0 } });
  });

  test("invalid inputs, refused permissions and aborts do not count against a tool", async () => {
    const clock = createManualClock();
    h = await openHarness({ clock, breaker: { failureThreshold: 1 }, rules: [{ permission: "*", pattern: "*", action: "allow" }, { permission: "edit", pattern: "*", action: "deny" }] });
    errorOf(await h.call("read", { filePath: 1 }));
    errorOf(await h.call("write", { filePath: "x", content: "y" }));
    const controller = new AbortController();
    controller.abort();
    expect(errorOf(await h.call("bash", { command: "echo hi" }, { signal: controller.signal }))).toBe("aborted");
    for (const name of ["read", "write", "bash"]) expect(h.engine.list().find((t) => t.name === name)?.breaker.kind).toBe("closed");
  });
});

describe("metrics", () => {
  test("per tool counts, quantiles, in-flight, and the Prometheus text format", async () => {
    h = await openHarness({ timeouts: { tools: { bash: 300 } } });
    completedOf(await h.call("glob", { pattern: "*" }));
    completedOf(await h.call("glob", { pattern: "*" }));
    errorOf(await h.call("glob", { pattern: "" }));
    const slow = h.call("bash", { command: "sleep 10" });
    expect(h.engine.metrics().bash?.inFlight).toBe(1);
    errorOf(await slow);
    const m = h.engine.metrics();
    expect(m.glob).toMatchObject({ calls: 3, successes: 2, errors: 1, timeouts: 0, inFlight: 0 });
    expect(m.bash).toMatchObject({ calls: 1, errors: 1, timeouts: 1, inFlight: 0 });
    expect(m.bash!.p50Seconds).toBeGreaterThan(0);
    const text = h.engine.renderPrometheus();
    expect(text).toContain('# TYPE toolwire_tool_calls_total counter\ntoolwire_tool_calls_total{tool="bash"} 1\ntoolwire_tool_calls_total{tool="glob"} 3\n');
    expect(text).toContain('toolwire_tool_timeouts_total{tool="bash"} 1');
    expect(text).toContain('toolwire_tool_in_flight{tool="glob"} 0');
    expect(text).toMatch(/toolwire_tool_duration_seconds\{tool="glob",quantile="0\.99"\} \d/);
    expect(text).toContain('toolwire_tool_duration_seconds_count{tool="glob"} 3');
    // Each call that asked (allowed by rules at once) is counted; the invalid one never got to ask.
    expect(text).toContain('toolwire_permission_wait_seconds_count{tool="glob"} 2');
    expect(text).toMatch(/toolwire_permission_wait_seconds\{tool="glob",quantile="0\.99"\} \d/);
    // Every sample line is `name{labels} number`.
    for (const line of text.trim().split("\n")) if (!line.startsWith("#")) expect(line).toMatch(/^[a-z_]+\{[^}]*\} -?[\d.e+-]+$/);
  });

  test("label values are escaped", async () => {
    const { renderPrometheus } = await import("../../src/tools/prometheus.ts");
    const text = renderPrometheus({ 'a"b\\c\nd': { calls: 1, successes: 1, errors: 0, timeouts: 0, truncations: 0, fallbacks: 0, inFlight: 0, p50Seconds: 0, p99Seconds: 0, durationSumSeconds: 0, permissionWaitP50Seconds: 0, permissionWaitP99Seconds: 0, permissionWaits: 0 } });
    expect(text).toContain('toolwire_tool_calls_total{tool="a\\"b\\\\c\\nd"} 1');
  });
});
