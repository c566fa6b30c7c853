import type { ToolCategory } from "@generated/validators/toolCategory";
import type { ToolInfo } from "@generated/validators/toolInfo";

/**
 * Per-category stuck timeouts (tool-invocation-spec "Execution Timeouts"): file 30 s, search
 * 60 s, development 300 s, MCP 120 s. The spec names no figure for code analysis or project
 * management; they get their nearest kin's (search, file).
 */
export const DEFAULT_CATEGORY_TIMEOUTS_MS: Readonly<Record<ToolCategory, number>> = Object.freeze({
  file: 30_000,
  search: 60_000,
  "code-analysis": 60_000,
  development: 300_000,
  "project-management": 30_000,
  mcp: 120_000,
  // A backstop only: the engine ends a client call at its own timeout (30 s unless the tool sets one, at most 300 s).
  client: 300_000,
});

/** OpenCode's built-in tools by category; anything else is looked up in ToolInfo or MCP prefixes. */
const BUILTIN_CATEGORY: Readonly<Record<string, ToolCategory>> = Object.freeze({
  read: "file",
  write: "file",
  edit: "file",
  multiedit: "file",
  patch: "file",
  list: "file",
  ls: "file",
  grep: "search",
  glob: "search",
  codesearch: "search",
  websearch: "search",
  lsp: "code-analysis",
  "lsp-diagnostics": "code-analysis",
  "lsp-hover": "code-analysis",
  bash: "development",
  run: "development",
  task: "development",
  todo: "project-management",
  todoread: "project-management",
  todowrite: "project-management",
  plan: "project-management",
});

export interface TimeoutOptions {
  /** Overrides per category. */
  readonly categories?: Partial<Record<ToolCategory, number>>;
  /** Overrides per tool name; wins over everything else. */
  readonly tools?: Readonly<Record<string, number>>;
  /** Registered tools; the first category listed decides. */
  readonly toolInfo?: readonly ToolInfo[];
  /** MCP server names: OpenCode names their tools `<server>_<tool>`; `mcp__…` is recognised too. */
  readonly mcpServers?: readonly string[];
  /** For a tool of unknown category. */
  readonly defaultMs?: number;
}

/** Resolved timeouts: which category a tool is in and how long it may stay pending/running. */
export interface ToolTimeouts {
  categoryOf(tool: string): ToolCategory | undefined;
  timeoutFor(tool: string): { readonly ms: number; readonly category: ToolCategory | undefined };
}

/** Parses timeout options once into a frozen resolver. */
export function createToolTimeouts(options: TimeoutOptions = {}): ToolTimeouts {
  const categories = Object.freeze({ ...DEFAULT_CATEGORY_TIMEOUTS_MS, ...options.categories });
  const tools = new Map(Object.entries(options.tools ?? {}));
  const info = new Map<string, ToolCategory>();
  for (const entry of options.toolInfo ?? []) {
    const first = entry.categories[0];
    if (first) info.set(entry.name, first);
  }
  const mcpPrefixes = (options.mcpServers ?? []).map((server) => `${server}_`);
  const defaultMs = options.defaultMs ?? DEFAULT_CATEGORY_TIMEOUTS_MS.development;

  const categoryOf = (tool: string): ToolCategory | undefined => {
    const known = info.get(tool) ?? (Object.hasOwn(BUILTIN_CATEGORY, tool) ? BUILTIN_CATEGORY[tool] : undefined);
    if (known) return known;
    if (tool.startsWith("mcp__") || mcpPrefixes.some((prefix) => tool.startsWith(prefix))) return "mcp";
    return undefined;
  };

  return Object.freeze({
    categoryOf,
    timeoutFor(tool: string) {
      const category = categoryOf(tool);
      const override = tools.get(tool);
      if (override !== undefined) return { ms: override, category };
      return { ms: category ? categories[category] : defaultMs, category };
    },
  });
}
