import { type ReadToolInput, readToolInputSchema } from "@generated/validators/readToolInput";
import inputSchema from "../../../../../schema/tools/readToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { readInside, readLinesInside } from "../safe-file.ts";
import { fail, ToolFailureError } from "../tool-failure.ts";
import { formatBytes } from "../workspace.ts";

const DEFAULT_LIMIT = 2000;
const MAX_LINE = 2000;

/** Lines numbered like `cat -n` from `offset`, long lines cut. */
function numbered(lines: readonly string[], offset: number): string {
  return lines.map((line, i) => `${String(offset + i + 1).padStart(6)}\t${line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}...` : line}`).join("\n");
}

/** `read`: a window of a text file's lines, numbered like `cat -n` (OpenCode's read). */
export const readTool: ToolDefinition<ReadToolInput> = {
  info: {
    name: "read",
    description: "Read a text file from the workspace; `offset` (0-based line) and `limit` (lines) select a window.",
    inputSchema,
    outputSchema: { type: "string" },
    categories: ["file"],
    permissions: ["read"],
    riskLevel: "low",
  },
  source: { kind: "builtin" },
  validator: zodValidator(readToolInputSchema),
  title: (input, workspace) => workspace.relative(workspace.resolve(input.filePath)),
  permission(input, workspace) {
    const path = workspace.relative(workspace.resolve(input.filePath));
    return { permission: "read", patterns: [path], always: [path] };
  },
  async execute(input, context) {
    const path = context.workspace.resolve(input.filePath);
    // An editor that offers its files answers from its buffer (unsaved edits included).
    const viaHost = context.host?.files;
    const offset = input.offset ?? 0;
    const limit = input.limit ?? DEFAULT_LIMIT;
    let text: string | undefined;
    let streamed: Awaited<ReturnType<typeof readLinesInside>> | undefined;
    if (viaHost) text = await viaHost.readText(path);
    else {
      try {
        const bytes = await readInside(context.workspace, path, context.signal);
        if (bytes.subarray(0, 8192).includes(0)) fail({ kind: "tool", message: `cannot read binary file ${context.workspace.relative(path)}` });
        text = bytes.toString("utf8");
      } catch (error) {
        // The declared fallback for a file too large to load: stream just the window asked for.
        if (!(error instanceof ToolFailureError && error.failure.kind === "resource")) throw error;
        streamed = await readLinesInside(context.workspace, path, offset, limit, context.signal);
      }
    }
    if (streamed) {
      const output = numbered(streamed.lines, offset);
      return {
        output: streamed.more ? `${output}\n\n(File has more lines. Use 'offset' to read beyond line ${offset + streamed.lines.length})` : output,
        title: context.workspace.relative(path),
        metadata: { linesRead: streamed.lines.length, truncated: streamed.more, fallback: `streamed window: the file is ${formatBytes(streamed.size)}, over the ${formatBytes(context.workspace.maxFileBytes)} limit for loading it whole` },
      };
    }
    const lines = text!.split("\n");
    if (lines.at(-1) === "") lines.pop();
    const window = lines.slice(offset, offset + limit);
    const output = numbered(window, offset);
    const more = offset + window.length < lines.length;
    return {
      output: more ? `${output}\n\n(File has more lines. Use 'offset' to read beyond line ${offset + window.length})` : output,
      title: context.workspace.relative(path),
      metadata: { totalLines: lines.length, linesRead: window.length, truncated: more, ...(viaHost ? { via: context.host!.name } : {}) },
    };
  },
};
