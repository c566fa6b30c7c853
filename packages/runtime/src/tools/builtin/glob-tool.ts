import { lstatSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import { isWithin } from "../../paths/real-path.ts";
import { type GlobToolInput, globToolInputSchema } from "@generated/validators/globToolInput";
import inputSchema from "../../../../../schema/tools/globToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { alwaysFor } from "../ask-permission.ts";

const MAX_FILES = 100;

/** A pattern that could name something outside `path`: absolute, or with a `..` segment. */
function escapes(pattern: string): boolean {
  return isAbsolute(pattern) || pattern.startsWith("~") || pattern.split(/[/\\]/).includes("..");
}

/**
 * `glob`: files under `path` whose relative path matches the pattern, sorted (Bun.Glob; symlinks
 * not followed). Never lists outside the workspace: absolute and `..` patterns are refused, and a
 * name whose directory really is elsewhere (a symlinked directory, `dirlink/*`) or that is the
 * runtime's state is left out.
 */
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
    if (escapes(input.pattern)) fail({ kind: "unsafe-input", message: `pattern ${JSON.stringify(input.pattern)} reaches outside the search directory (absolute or ..); give \`path\` inside the workspace instead` });
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
      const absolute = join(dir, file);
      // Bun.Glob lists `dirlink/x` for a symlinked dir even without following: the real directory decides.
      let parent: string;
      try {
        parent = realpathSync(dirname(absolute));
      } catch {
        continue;
      }
      if (!isWithin(context.workspace.root, parent)) continue;
      try {
        context.workspace.checkNotProtected(join(parent, file.split("/").at(-1)!), lstatSync(absolute), file);
      } catch {
        continue;
      }
      files.push(relative(context.workspace.root, absolute));
    }
    files.sort();
    const shown = files.slice(0, MAX_FILES);
    const more = files.length > MAX_FILES ? `\n\n(${files.length - MAX_FILES} more files not shown; use a more specific pattern)` : "";
    return { output: files.length === 0 ? "No files found" : shown.join("\n") + more, title: input.pattern, metadata: { count: files.length, truncated: files.length > MAX_FILES } };
  },
};
