import { type ReadToolInput, readToolInputSchema } from "@generated/validators/readToolInput";
import inputSchema from "../../../../../schema/tools/readToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { readInside } from "../safe-file.ts";
import { fail } from "../tool-failure.ts";

const DEFAULT_LIMIT = 2000;
const MAX_LINE = 2000;

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
    let text: string;
    if (viaHost) text = await viaHost.readText(path);
    else {
      const bytes = await readInside(context.workspace, path, context.signal);
      if (bytes.subarray(0, 8192).includes(0)) fail({ kind: "tool", message: `cannot read binary file ${context.workspace.relative(path)}` });
      text = bytes.toString("utf8");
    }
    const lines = text.split("\n");
    if (lines.at(-1) === "") lines.pop();
    const offset = input.offset ?? 0;
    const limit = input.limit ?? DEFAULT_LIMIT;
    const window = lines.slice(offset, offset + limit);
    const output = window.map((line, i) => `${String(offset + i + 1).padStart(6)}\t${line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}...` : line}`).join("\n");
    const more = offset + window.length < lines.length;
    return {
      output: more ? `${output}\n\n(File has more lines. Use 'offset' to read beyond line ${offset + window.length})` : output,
      title: context.workspace.relative(path),
      metadata: { totalLines: lines.length, linesRead: window.length, truncated: more, ...(viaHost ? { via: context.host!.name } : {}) },
    };
  },
};
