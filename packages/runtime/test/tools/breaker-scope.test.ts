/**
 * The circuit breaker trips on tool failures, not on user outcomes: commands that time out or
 * exit non-zero never disable bash; infrastructure failures count per tool and session, so one
 * session can never disable a tool for another.
 */
import { afterEach, expect, test } from "bun:test";
import { z } from "zod";
import { createManualClock } from "../../src/clock/clock.ts";
import { zodValidator } from "../../src/tools/input-validator.ts";
import type { ToolDefinition } from "../../src/tools/tool-definition.ts";
import { fail } from "../../src/tools/tool-failure.ts";
import { completedOf, errorOf, type Harness, openHarness } from "./engine-harness.ts";

const hasBwrap = Bun.which("bwrap") !== null;
let h: Harness | undefined;
afterEach(() => h?.close());

test("5 commands that time out and 5 that exit non-zero in session A leave bash usable in A and in B", async () => {
  h = await openHarness({ ...(hasBwrap ? {} : { sandbox: { mode: "off" as const } }), breaker: { failureThreshold: 5, openMs: 30_000 } });
  for (let i = 0; i < 5; i++) expect(errorOf(await h.call("bash", { command: "sleep 5", timeout: 150 }, { sessionID: "ses_A" }))).toMatch(/timed out/);
  for (let i = 0; i < 5; i++) expect(completedOf(await h.call("bash", { command: "exit 3" }, { sessionID: "ses_A" })).output).toContain("(exit 3)");
  expect(completedOf(await h.call("bash", { command: "echo a" }, { sessionID: "ses_A" })).output).toBe("a\n");
  expect(completedOf(await h.call("bash", { command: "echo b" }, { sessionID: "ses_B" })).output).toBe("b\n");
  expect(h.engine.list("ses_A").find((t) => t.name === "bash")?.breaker).toEqual({ kind: "closed", failures: 0 });
});

test("infrastructure failures open the breaker of that tool in that session only", async () => {
  const clock = createManualClock();
  let broken = true;
  const spawner: ToolDefinition = {
    info: { name: "spawner", description: "a built-in process tool whose infrastructure breaks", inputSchema: { type: "object" }, outputSchema: {}, categories: ["development"], permissions: ["spawner"], riskLevel: "low" },
    source: { kind: "builtin" },
    validator: zodValidator(z.looseObject({})),
    title: () => "spawner",
    permission: () => ({ permission: "spawner", patterns: ["spawn"], always: ["spawn"] }),
    async execute() {
      if (broken) fail({ kind: "infrastructure", message: "could not start the command: spawn bwrap EAGAIN" });
      return { output: "ran" };
    },
  };
  h = await openHarness({ tools: [spawner], clock, retry: { attempts: 1 }, breaker: { failureThreshold: 3, openMs: 10_000 } });
  for (let i = 0; i < 3; i++) errorOf(await h.call("spawner", {}, { sessionID: "ses_A" }));
  expect(errorOf(await h.call("spawner", {}, { sessionID: "ses_A" }))).toMatch(/circuit breaker open/);
  expect(h.engine.list("ses_A").find((t) => t.name === "spawner")).toMatchObject({ available: false, breaker: { kind: "open" } });
  // Session B is not affected: its calls run (and, the infrastructure back, succeed).
  broken = false;
  expect(completedOf(await h.call("spawner", {}, { sessionID: "ses_B" })).output).toBe("ran");
  expect(h.engine.list("ses_B").find((t) => t.name === "spawner")?.breaker.kind).toBe("closed");
  // Without a session the listing does not show one session's breaker as the tool's.
  expect(h.engine.list().find((t) => t.name === "spawner")?.available).toBe(true);
});
