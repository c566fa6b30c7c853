import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "zod";
import { createIdentifier } from "../src/ids/identifier.ts";
import { createToolTracker } from "../src/lifecycle/tool-tracker.ts";
import { createMemoryPermissionStore } from "../src/store/memory/memory-permission-store.ts";
import { openPermissionService } from "../src/permission/permission-service.ts";
import { zodValidator } from "../src/tools/input-validator.ts";
import type { ToolDefinition, ToolResult } from "../src/tools/tool-definition.ts";
import { createToolEngine } from "../src/tools/tool-engine.ts";

const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** Measured figures of the engine overhead bench. */
export interface ToolEngineFigures {
  readonly calls: number;
  readonly directPerSec: number;
  readonly enginePerSec: number;
  /** Engine time per call ÷ direct time per call. */
  readonly ratio: number;
  readonly overheadMicros: number;
}

/**
 * Engine overhead for a no-op tool: `execute` (validate with a Zod schema + permission ask decided
 * by a rule + pending → running → completed through the tracker + metrics) against calling the
 * tool function directly. Bounded: fixed call counts.
 */
export async function measureToolEngine(calls = 20_000): Promise<ToolEngineFigures> {
  const root = mkdtempSync(join(tmpdir(), "toolwire-bench-"));
  const result: ToolResult = { output: "ok" };
  const noop: ToolDefinition = {
    info: { name: "noop", description: "does nothing", inputSchema: { type: "object" }, outputSchema: {}, categories: ["project-management"], permissions: ["noop"], riskLevel: "low" },
    source: { kind: "builtin" },
    validator: zodValidator(z.looseObject({ value: z.number() })),
    title: () => "noop",
    permission: () => ({ permission: "noop", patterns: ["*"], always: ["*"] }),
    execute: async () => result,
  };
  const permissions = await openPermissionService({ store: createMemoryPermissionStore(), ruleset: [{ permission: "*", pattern: "*", action: "allow" }] });
  // Keep few finished parts so the tracker's memory does not grow with the count.
  const tracker = createToolTracker({ retainTerminal: 100 });
  const engine = createToolEngine({ permissions: (input) => permissions.ask(input), tracker, workspace: root, tools: [noop] });
  const sessionID = createIdentifier("ses");
  const messageID = createIdentifier("msg");
  try {
    const run = async (fn: (i: number) => Promise<unknown>, n: number) => {
      const start = performance.now();
      for (let i = 0; i < n; i++) await fn(i);
      return performance.now() - start;
    };
    const direct = (i: number) => noop.execute({ value: i }, undefined as never);
    const viaEngine = (i: number) => engine.execute({ sessionID, messageID, callID: `c${i}`, tool: "noop", input: { value: i } });
    await run(direct, 2_000);
    await run(viaEngine, 2_000);
    const directMs = await run(direct, calls);
    const engineMs = await run(viaEngine, calls);
    return {
      calls,
      directPerSec: calls / (directMs / 1000),
      enginePerSec: calls / (engineMs / 1000),
      ratio: engineMs / directMs,
      overheadMicros: ((engineMs - directMs) / calls) * 1000,
    };
  } finally {
    await engine.close();
    permissions.dispose();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The tool engine's section of BENCHMARKS.md. */
export async function benchToolEngine(): Promise<string> {
  const f = await measureToolEngine();
  return [
    "## Tool invocation engine (`@toolwire/runtime` `src/tools/`)",
    "",
    `A no-op tool, ${fmt(f.calls)} sequential calls each way: through \`engine.execute\` (Zod input check, permission ask decided by a rule, pending → running → completed through the tracker with events, breaker and metrics) and by calling its function directly.`,
    "",
    "| measure | result |",
    "| --- | --- |",
    `| direct calls | ${fmt(f.directPerSec)} calls/s |`,
    `| engine calls | ${fmt(f.enginePerSec)} calls/s |`,
    `| engine overhead per call | ${fmt(f.overheadMicros, 1)} µs |`,
    `| ratio (engine ÷ direct time) | ${fmt(f.ratio, 0)}× |`,
    "",
  ].join("\n");
}

if (import.meta.main) console.log(await benchToolEngine());
