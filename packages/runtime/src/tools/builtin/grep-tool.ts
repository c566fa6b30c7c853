import { statSync } from "node:fs";
import { type GrepToolInput, grepToolInputSchema } from "@generated/validators/grepToolInput";
import inputSchema from "../../../../../schema/tools/grepToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { type GrepMatch, RipgrepUnavailableError, searchWithJs, searchWithRipgrep } from "./grep-search.ts";
import { alwaysFor } from "../ask-permission.ts";

const MAX_MATCHES = 100;
const MAX_LINE = 2000;

/** Formats matches OpenCode's way: grouped by file, `Line N: text`. */
function format(matches: readonly GrepMatch[]): string {
  if (matches.length === 0) return "No files found";
  const shown = matches.slice(0, MAX_MATCHES);
  const out = [`Found ${matches.length} matches${matches.length > MAX_MATCHES ? ` (showing the first ${MAX_MATCHES})` : ""}`];
  let file = "";
  for (const m of shown) {
    if (m.path !== file) {
      file = m.path;
      out.push("", `${file}:`);
    }
    out.push(`  Line ${m.line}: ${m.text.length > MAX_LINE ? `${m.text.slice(0, MAX_LINE)}...` : m.text}`);
  }
  return out.join("\n");
}

/**
 * `grep` with ripgrep at `rgPath` — the runtime's own helper with fixed arguments (no config, no
 * symlinks followed, the agent's pattern only as `--regexp`), its results passing the same checks as
 * the file tools, so it needs no process sandbox; its declared fallback is the JS search,
 * taken when ripgrep is missing (`noRipgrep` says why) or fails to run (infrastructure, not a bad
 * pattern), and recorded in the part's metadata (`engine`, `fallback`) and the metrics.
 */
export function createGrepTool(rgPath: string | undefined, noRipgrep = "ripgrep (rg) is not on PATH"): ToolDefinition<GrepToolInput> {
  return {
    info: {
      name: "grep",
      description: "Search file contents in the workspace with a regular expression; `include` filters file names by glob.",
      inputSchema,
      outputSchema: { type: "string" },
      categories: ["search"],
      permissions: ["grep"],
      riskLevel: "low",
    },
    source: { kind: "builtin" },
    validator: zodValidator(grepToolInputSchema),
    title: (input) => input.pattern,
    permission(input, workspace) {
      if (input.path !== undefined) workspace.resolve(input.path);
      return { permission: "grep", patterns: [input.pattern], always: alwaysFor(input.pattern), metadata: { pattern: input.pattern, path: input.path, include: input.include } };
    },
    async execute(input, context) {
      const dir = context.workspace.resolve(input.path ?? ".");
      if (!statSync(dir).isDirectory()) fail({ kind: "tool", message: `${context.workspace.relative(dir)} is not a directory` });
      const query = { pattern: input.pattern, dir, include: input.include, workspace: context.workspace, signal: context.signal };
      let matches: GrepMatch[];
      let fallback: string | undefined = rgPath ? undefined : noRipgrep;
      if (rgPath) {
        try {
          matches = await searchWithRipgrep(rgPath, query);
        } catch (error) {
          if (!(error instanceof RipgrepUnavailableError)) throw error;
          fallback = error.message;
          matches = await searchWithJs(query);
        }
      } else matches = await searchWithJs(query);
      return {
        output: format(matches),
        title: input.pattern,
        metadata: { matches: matches.length, truncated: matches.length > MAX_MATCHES, engine: fallback === undefined ? "ripgrep" : "js", ...(fallback !== undefined ? { fallback } : {}) },
      };
    },
  };
}
