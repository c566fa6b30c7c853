import { type LspDiagnosticsToolInput, lspDiagnosticsToolInputSchema } from "@generated/validators/lspDiagnosticsToolInput";
import { type LspPositionToolInput, lspPositionToolInputSchema } from "@generated/validators/lspPositionToolInput";
import { fileURLToPath } from "node:url";
import type { Diagnostic, Hover, Location, LocationLink, MarkupContent } from "vscode-languageserver-protocol";
import diagnosticsInputSchema from "../../../../../schema/tools/lspDiagnosticsToolInput.schema.json" with { type: "json" };
import positionInputSchema from "../../../../../schema/tools/lspPositionToolInput.schema.json" with { type: "json" };
import rangeSchema from "../../../../../schema/tool/lspRange.schema.json" with { type: "json" };
import type { LspPool } from "../../lsp/lsp-pool.ts";
import { isWithin } from "../../paths/real-path.ts";
import { zodValidator } from "../input-validator.ts";
import { readInside } from "../safe-file.ts";
import { eraseInput, type ToolContext, type ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";

/** How long diagnostics are waited for after the file is synced (a cold project loads first). */
const DIAGNOSTICS_WAIT_MS = 15_000;
/** How long an edit waits for the warm server's diagnostics before it completes without them. */
const EDIT_DIAGNOSTICS_WAIT_MS = 3_000;
const SEVERITY = ["", "error", "warning", "info", "hint"] as const;

const locationsSchema = { type: "object", properties: { locations: { type: "array", items: { type: "object", properties: { path: { type: "string" }, range: rangeSchema } } } } };

/** The file's server with the file's current text synced (the disk's, or the editor's buffer). */
type Ready = Awaited<ReturnType<LspPool["clientFor"]>> & { readonly path: string };

/**
 * Runs `use` on the file's server. A server found dead during the call (killed, crashed; seen by
 * its exit) is started again and asked once more, so the call waits for the restart. The requests
 * are queries, so asking twice changes nothing.
 */
async function onServer<T>(pool: LspPool, filePath: string, context: ToolContext, use: (ready: Ready) => Promise<T>): Promise<{ ready: Ready; result: T }> {
  const path = context.workspace.resolve(filePath);
  const text = context.host?.files ? await context.host.files.readText(path) : (await readInside(context.workspace, path, context.signal)).toString("utf8");
  for (let attempt = 1; ; attempt++) {
    const ready = { ...(await serverOf(pool, context.workspace.root, path)), path };
    try {
      await ready.client.sync(path, text);
      return { ready, result: await use(ready) };
    } catch (error) {
      if (attempt >= 2 || ready.client.alive()) throw error;
    }
  }
}

/** The pool's server for a file; no server for the extension is the caller's error, one that cannot start is infrastructure. */
async function serverOf(pool: LspPool, root: string, path: string) {
  try {
    return await pool.clientFor(root, path);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return fail(message.startsWith("no language server") ? { kind: "tool", message } : { kind: "infrastructure", message: `language server: ${message}` });
  }
}

/** Locations inside the workspace as workspace-relative paths and LSP ranges; ones elsewhere (library typings) are counted, not shown. */
function locations(found: readonly (Location | LocationLink)[], context: ToolContext) {
  const inside: { path: string; range: Location["range"] }[] = [];
  let outside = 0;
  for (const l of found) {
    const uri = "targetUri" in l ? l.targetUri : l.uri;
    const range = "targetUri" in l ? l.targetSelectionRange : l.range;
    const path = uri.startsWith("file:") ? fileURLToPath(uri) : uri;
    if (isWithin(context.workspace.root, path)) inside.push({ path: context.workspace.relative(path), range });
    else outside++;
  }
  return { inside, outside };
}

/** A diagnostic as the tools show it: `path:line:col severity code: message` (1-based, like compilers print). */
const diagnosticLine = (rel: string, d: Diagnostic): string => {
  const code = d.code === undefined ? "" : d.source === "typescript" ? ` TS${d.code}` : ` ${d.code}`;
  return `${rel}:${d.range.start.line + 1}:${d.range.start.character + 1} ${SEVERITY[d.severity ?? 1]}${code}: ${d.message}`;
};
const diagnosticData = (d: Diagnostic) => ({ range: d.range, severity: SEVERITY[d.severity ?? 1], message: d.message, ...(d.code !== undefined ? { code: d.code } : {}), ...(d.source ? { source: d.source } : {}) });

/**
 * Wraps a tool that writes `input.filePath` (edit, write): when a language server is already warm
 * for the file, the part gets what it reports about the new text (`metadata.diagnostics`), waited
 * for at most EDIT_DIAGNOSTICS_WAIT_MS; no server is started for it, and its failure never fails the edit.
 */
export function withEditDiagnostics<I extends { filePath: string }>(tool: ToolDefinition<I>, pool: LspPool): ToolDefinition<I> {
  return {
    ...tool,
    async execute(input, context) {
      const result = await tool.execute(input, context);
      const path = context.workspace.resolve(input.filePath);
      const warm = pool.warm(context.workspace.root, path);
      if (!warm) return result;
      try {
        const text = context.host?.files ? await context.host.files.readText(path) : (await readInside(context.workspace, path, context.signal)).toString("utf8");
        await warm.client.sync(path, text);
        const found = (await warm.client.diagnostics(path, EDIT_DIAGNOSTICS_WAIT_MS)).filter((d) => (d.severity ?? 1) === 1);
        if (found.length === 0) return { ...result, metadata: { ...result.metadata, diagnostics: [] } };
        const rel = context.workspace.relative(path);
        return {
          ...result,
          output: `${result.output}\n\nThe ${warm.spec.language} language server reports errors in this file:\n${found.map((d) => diagnosticLine(rel, d)).join("\n")}`,
          metadata: { ...result.metadata, diagnostics: found.map(diagnosticData) },
        };
      } catch {
        return result;
      }
    },
  };
}

const hoverText = (hover: Hover | null): string => {
  if (!hover) return "";
  const contents = hover.contents as MarkupContent | string | { value: string } | (string | { value: string })[];
  if (typeof contents === "string") return contents;
  if (Array.isArray(contents)) return contents.map((c) => (typeof c === "string" ? c : c.value)).join("\n");
  return contents.value;
};

/**
 * The code-analysis tools on a real language server per workspace (see lsp/): `lsp-diagnostics`,
 * `lsp-hover`, `lsp-definition`, `lsp-references`. Positions are LSP's (0-based); results carry the
 * schema's LSP ranges in metadata; locations outside the workspace (library typings) are not shown.
 */
export function createLspTools(pool: LspPool): ToolDefinition[] {
  const info = (name: string, description: string, inputSchema: Record<string, unknown>, outputSchema: Record<string, unknown>) =>
    ({ name, description, inputSchema, outputSchema, categories: ["code-analysis" as const], permissions: [name], riskLevel: "low" as const });
  const pathPermission = (name: string) => (input: { filePath: string }, workspace: ToolContext["workspace"]) => {
    const rel = workspace.relative(workspace.resolve(input.filePath));
    return { permission: name, patterns: [rel], always: [rel] };
  };

  const diagnostics: ToolDefinition<LspDiagnosticsToolInput> = {
    info: info("lsp-diagnostics", "What the language server (compiler, type checker) reports for a file: errors and warnings with line and message.", diagnosticsInputSchema, { type: "object", properties: { diagnostics: { type: "array" } } }),
    source: { kind: "builtin" },
    validator: zodValidator(lspDiagnosticsToolInputSchema),
    title: (input) => input.filePath,
    permission: pathPermission("lsp-diagnostics"),
    async execute(input, context) {
      const { ready, result: found } = await onServer(pool, input.filePath, context, ({ client, path }) => client.diagnostics(path, DIAGNOSTICS_WAIT_MS));
      const rel = context.workspace.relative(ready.path);
      const lines = found.map((d) => diagnosticLine(rel, d));
      return {
        output: lines.length === 0 ? `No diagnostics for ${rel}` : lines.join("\n"),
        title: rel,
        metadata: { language: ready.spec.language, diagnostics: found.map(diagnosticData) },
      };
    },
  };

  const positional = (name: string, description: string, run: (ready: Ready, input: LspPositionToolInput, context: ToolContext) => Promise<{ output: string; metadata: Record<string, unknown> }>, outputSchema: Record<string, unknown>): ToolDefinition<LspPositionToolInput> => ({
    info: info(name, description, positionInputSchema, outputSchema),
    source: { kind: "builtin" },
    validator: zodValidator(lspPositionToolInputSchema),
    title: (input) => `${input.filePath}:${input.line + 1}:${input.character + 1}`,
    permission: pathPermission(name),
    async execute(input, context) {
      const { ready, result: { output, metadata } } = await onServer(pool, input.filePath, context, (ready) => run(ready, input, context));
      return { output, title: `${context.workspace.relative(ready.path)}:${input.line + 1}:${input.character + 1}`, metadata: { language: ready.spec.language, ...metadata } };
    },
  });

  const hover = positional(
    "lsp-hover",
    "The type and documentation of the symbol at a position (0-based line and character).",
    async ({ client, path }, input) => {
      const text = hoverText(await client.hover(path, { line: input.line, character: input.character }));
      return { output: text || "No information at this position", metadata: { hover: text } };
    },
    { type: "object", properties: { hover: { type: "string" } } },
  );
  const listLocations = (what: string, get: (r: Ready, input: LspPositionToolInput) => Promise<readonly (Location | LocationLink)[]>) => async (r: Ready, input: LspPositionToolInput, context: ToolContext) => {
    const { inside, outside } = locations(await get(r, input), context);
    const lines = inside.map((l) => `${l.path}:${l.range.start.line + 1}:${l.range.start.character + 1}`);
    const note = outside > 0 ? `\n(${outside} more outside the workspace, not shown)` : "";
    return { output: (lines.length === 0 ? `No ${what}` : lines.join("\n")) + note, metadata: { locations: inside, outside } };
  };
  const definition = positional("lsp-definition", "Where the symbol at a position is defined.", listLocations("definition", ({ client, path }, i) => client.definition(path, { line: i.line, character: i.character })), locationsSchema);
  const references = positional("lsp-references", "Every reference to the symbol at a position, its declaration included.", listLocations("references", ({ client, path }, i) => client.references(path, { line: i.line, character: i.character })), locationsSchema);

  return [eraseInput(diagnostics), eraseInput(hover), eraseInput(definition), eraseInput(references)];
}
