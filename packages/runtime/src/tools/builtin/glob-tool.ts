import { lstatSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, join, relative } from "node:path";
import { isWithin } from "../../paths/real-path.ts";
import { type GlobToolInput, globToolInputSchema } from "@generated/validators/globToolInput";
import inputSchema from "../../../../../schema/tools/globToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { alwaysFor } from "../ask-permission.ts";
import type { Workspace } from "../workspace.ts";
import { RipgrepUnavailableError } from "./grep-search.ts";

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
/** Every file under `dir` (relative paths) from ripgrep's file list: no symlinks followed, hidden files in, ignore files off. */
async function ripgrepFiles(rg: string, dir: string, signal: AbortSignal): Promise<string[]> {
  let proc;
  try {
    proc = Bun.spawn([rg, "--no-config", "--files", "--hidden", "--no-ignore", "--null", "--glob", "!.git"], { cwd: dir, stdin: "ignore", stdout: "pipe", stderr: "pipe", signal });
  } catch (error) {
    throw new RipgrepUnavailableError(`ripgrep could not be started: ${(error as Error).message}`);
  }
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (signal.aborted) throw signal.reason;
  if (code !== 0 && code !== 1) throw new RipgrepUnavailableError(`ripgrep --files exited with ${code}: ${err.trim().slice(0, 300)}`);
  return out.split("\0").filter(Boolean).map((f) => f.replace(/^\.\//, ""));
}

/** Every file under `dir` the JS way (Bun.Glob's walk), for the declared fallback. */
async function walkFiles(pattern: string, dir: string, signal: AbortSignal): Promise<string[]> {
  const files: string[] = [];
  for await (const file of new Bun.Glob(pattern).scan({ cwd: dir, onlyFiles: true, dot: true, followSymlinks: false })) {
    if (signal.aborted) throw signal.reason;
    files.push(file);
  }
  return files;
}

/** The files that really are in the workspace (not under a symlinked directory, not the runtime's state), relative to its root, sorted. */
function insideOnly(candidates: readonly string[], dir: string, workspace: Workspace): string[] {
  const files: string[] = [];
  for (const file of candidates) {
    if (file.split("/").includes(".git")) continue;
    const absolute = join(dir, file);
    // Bun.Glob lists \`dirlink/x\` for a symlinked dir even without following: the real directory decides.
    let parent: string;
    try {
      parent = realpathSync(dirname(absolute));
    } catch {
      continue;
    }
    if (!isWithin(workspace.root, parent)) continue;
    try {
      workspace.checkNotProtected(join(parent, file.split("/").at(-1)!), lstatSync(absolute), file);
    } catch {
      continue;
    }
    files.push(relative(workspace.root, absolute));
  }
  return files.sort();
}

/**
 * `glob`: files under `path` whose relative path matches the pattern (Bun.Glob), sorted, symlinks
 * not followed. The file list comes from ripgrep when it is on PATH; its declared fallback, Bun.Glob's
 * own walk, runs when rg is missing or fails (`metadata.engine`, `metadata.fallback`, the fallbacks
 * metric). Never lists outside the workspace: absolute and `..` patterns are refused, and a name
 * whose directory really is elsewhere (a symlinked directory, `dirlink/*`) or that is the runtime's
 * state is left out.
 */
export function createGlobTool(rgPath: string | undefined, noRipgrep = "ripgrep (rg) is not on PATH"): ToolDefinition<GlobToolInput> {
  return {
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
      let fallback: string | undefined = rgPath ? undefined : noRipgrep;
      let candidates: string[];
      if (rgPath) {
        try {
          const matcher = new Bun.Glob(input.pattern);
          candidates = (await ripgrepFiles(rgPath, dir, context.signal)).filter((file) => matcher.match(file));
        } catch (error) {
          if (!(error instanceof RipgrepUnavailableError)) throw error;
          fallback = error.message;
          candidates = await walkFiles(input.pattern, dir, context.signal);
        }
      } else candidates = await walkFiles(input.pattern, dir, context.signal);
      const files = insideOnly(candidates, dir, context.workspace);
      const shown = files.slice(0, MAX_FILES);
      const more = files.length > MAX_FILES ? `\n\n(${files.length - MAX_FILES} more files not shown; use a more specific pattern)` : "";
      return {
        output: files.length === 0 ? "No files found" : shown.join("\n") + more,
        title: input.pattern,
        metadata: { count: files.length, truncated: files.length > MAX_FILES, engine: fallback === undefined ? "ripgrep" : "js", ...(fallback !== undefined ? { fallback } : {}) },
      };
    },
  };
}
