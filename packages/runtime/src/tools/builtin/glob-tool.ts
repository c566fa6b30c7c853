import { statSync } from "node:fs";
import { join, relative } from "node:path";
import { type GlobToolInput, globToolInputSchema } from "@generated/validators/globToolInput";
import inputSchema from "../../../../../schema/tools/globToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { alwaysFor } from "../ask-permission.ts";

const MAX_FILES = 100;

/** `glob`: files under `path` whose relative path matches the pattern, sorted (Bun.Glob; symlinks not followed). */
export const globTool: ToolDefinition<GlobToolInput> = {
  info: {
    name: "glob",
    description: "List files in the workspace matching a glob pattern such as `**/*.ts`.",
    inputSchema,
    outputSchema: { type: "string" },
    categories: ["search"],
    permissions: ["glob"],
    riskLevel: "low",
  },
  source: { kind: "builtin" },
  validator: zodValidator(globToolInputSchema),
  title: (input) => input.pattern,
  permission(input, workspace) {
    if (input.path !== undefined) workspace.resolve(input.path);
    return { permission: "glob", patterns: [input.pattern], always: alwaysFor(input.pattern), metadata: { pattern: input.pattern, path: input.path } };
  },
  async execute(input, context) {
    const dir = context.workspace.resolve(input.path ?? ".");
    if (!statSync(dir).isDirectory()) fail({ kind: "tool", message: `${context.workspace.relative(dir)} is not a directory` });
    const files: string[] = [];
    for await (const file of new Bun.Glob(input.pattern).scan({ cwd: dir, onlyFiles: true, dot: true, followSymlinks: false })) {
      if (context.signal.aborted) throw context.signal.reason;
      if (file.split("/").includes(".git")) continue;
      files.push(relative(context.workspace.root, join(dir, file)));
    }
    files.sort();
    const shown = files.slice(0, MAX_FILES);
    const more = files.length > MAX_FILES ? `\n\n(${files.length - MAX_FILES} more files not shown; use a more specific pattern)` : "";
    return { output: files.length === 0 ? "No files found" : shown.join("\n") + more, title: input.pattern, metadata: { count: files.length, truncated: files.length > MAX_FILES } };
  },
};
