import type { ToolCategory } from "@generated/validators/toolCategory";
import type { ToolRiskLevel } from "@generated/validators/toolRiskLevel";
import type { BreakerState } from "./circuit-breaker.ts";
import type { ToolDefinition } from "./tool-definition.ts";

/** One row of `engine.list()`: what `GET /tools` shows. */
export interface ToolListing {
  readonly name: string;
  readonly description: string;
  readonly source: "builtin" | "mcp" | "client";
  /** The MCP server, for MCP tools. */
  readonly server?: string;
  readonly categories: readonly ToolCategory[];
  readonly riskLevel: ToolRiskLevel | undefined;
  /** Callable now: its source is up and its breaker is not open. */
  readonly available: boolean;
  /** Why not, or "available". */
  readonly availability: string;
  readonly breaker: BreakerState;
  readonly timeoutMs: number;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly outputSchema: Readonly<Record<string, unknown>>;
  /** Permission names the tool asks for. */
  readonly permissions: readonly string[];
}

/** The tools the engine can run, by name; MCP tools are replaced when their server lists again. */
export interface ToolRegistry {
  get(name: string): ToolDefinition | undefined;
  all(): readonly ToolDefinition[];
  /** Adds or replaces a tool. */
  add(tool: ToolDefinition): void;
  /** Replaces every tool of one MCP server with a new listing. */
  replaceServer(server: string, tools: readonly ToolDefinition[]): void;
}

/** Creates a registry holding `initial`. */
export function createToolRegistry(initial: readonly ToolDefinition[] = []): ToolRegistry {
  const tools = new Map<string, ToolDefinition>();
  const registry: ToolRegistry = {
    get: (name) => tools.get(name),
    all: () => [...tools.values()].sort((a, b) => (a.info.name < b.info.name ? -1 : a.info.name > b.info.name ? 1 : 0)),
    add(tool) {
      tools.set(tool.info.name, tool);
    },
    replaceServer(server, next) {
      for (const [name, tool] of tools) if (tool.source.kind === "mcp" && tool.source.server === server) tools.delete(name);
      for (const tool of next) tools.set(tool.info.name, tool);
    },
  };
  for (const tool of initial) registry.add(tool);
  return registry;
}
