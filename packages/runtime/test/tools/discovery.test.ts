/**
 * Discovery: every tool — built-in, MCP and client — lists a complete ToolInfo (the canonical
 * schema's required fields, input and output schemas, category, risk, permissions), and the engine
 * tells its listeners when the set changes (an MCP server lists, a client registers or leaves).
 */
import { afterEach, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toolInfoSchema } from "@generated/validators/toolInfo";
import type { ClientConnection } from "../../src/client-tools/client-connection.ts";
import { createClientTools } from "../../src/client-tools/client-tool-registry.ts";
import { type Harness, openHarness } from "./engine-harness.ts";

const FIXTURE = join(import.meta.dir, "fixtures/mcp-fixture-server.ts");
let h: Harness | undefined;
let dir: string | undefined;
afterEach(async () => {
  await h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("built-in, MCP and client tools each list a complete ToolInfo; changes reach listeners", async () => {
  dir = mkdtempSync(join(tmpdir(), "toolwire-discovery-"));
  const clientTools = createClientTools({});
  const changes: number[] = [];
  h = await openHarness({
    // The fixture keeps state in FIXTURE_DIR, outside the workspace: writable through the sandbox config.
    sandbox: { config: { filesystem: { writable: [dir] } } },
    providers: [clientTools],
    mcpServers: [{ name: "fx", command: process.execPath, args: [FIXTURE], env: { FIXTURE_DIR: dir } }],
  });
  h.engine.onToolsChanged(() => changes.push(Date.now()));
  await h.engine.ready();
  const connection: ClientConnection = { transport: "websocket", send: () => {}, close: () => {} };
  clientTools.attach("c1", connection, undefined, "create-or-resume");
  clientTools.register("c1", h.sessionID, [{ id: "pick", description: "Pick a color", parameters: { type: "object", properties: { hue: { type: "number" } } } }], { kind: "connection", connection });
  await Bun.sleep(10);
  expect(changes.length).toBeGreaterThan(0);

  const listed = h.engine.list();
  const sources = new Set(listed.map((t) => t.source));
  expect([...sources].sort()).toEqual(["builtin", "client", "mcp"]);
  for (const tool of listed) {
    const info = { name: tool.name, description: tool.description, inputSchema: tool.inputSchema, outputSchema: tool.outputSchema, categories: tool.categories, permissions: tool.permissions, ...(tool.riskLevel ? { riskLevel: tool.riskLevel } : {}) };
    const parsed = toolInfoSchema.safeParse(info);
    expect({ tool: tool.name, issues: parsed.success ? [] : parsed.error.issues.map((i) => i.message) }).toEqual({ tool: tool.name, issues: [] });
    expect(tool.categories.length).toBeGreaterThan(0);
    expect(tool.permissions.length).toBeGreaterThan(0);
    expect(tool.riskLevel).toBeDefined();
  }
  const before = changes.length;
  clientTools.unregister("c1", { kind: "connection", connection }, {});
  await Bun.sleep(10);
  expect(changes.length).toBeGreaterThan(before);
});
