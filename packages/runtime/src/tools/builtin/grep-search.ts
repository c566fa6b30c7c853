import { lstatSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import ignore, { type Ignore } from "ignore";
import type { Sandbox } from "../../sandbox/sandbox.ts";
import { readInside } from "../safe-file.ts";
import type { Workspace } from "../workspace.ts";

/** One matching line: path relative to the workspace root, 1-based line number, the line's text. */
export interface GrepMatch {
  readonly path: string;
  readonly line: number;
  readonly text: string;
}

export interface GrepQuery {
  readonly pattern: string;
  /** Absolute directory to search. */
  readonly dir: string;
  /** Glob on file names (on the path below `dir` when it has a `/`). */
  readonly include?: string;
  /** The workspace: match paths are relative to its root; its protected paths are never searched. */
  readonly workspace: Workspace;
  readonly signal: AbortSignal;
}

// Both searches skip these directories and search hidden files, so they agree.
const SKIPPED_DIRS = new Set([".git", "node_modules"]);
/**
 * Ignore files both searches honour, as ripgrep does by default (in a git repository or not:
 * `--no-require-git`), in the searched directory and below; not those of directories above it,
 * nor git's global or per-repository excludes.
 */
const IGNORE_FILES = [".gitignore", ".ignore", ".rgignore"];

/** Sorted by path, then line: both searches answer in this order. */
export function sortMatches(matches: GrepMatch[]): GrepMatch[] {
  return matches.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/** A searchable file: one name only (a hard link's inode may live outside) and not the runtime's state. */
function searchable(workspace: Workspace, absolute: string): boolean {
  try {
    const stat = lstatSync(absolute);
    if (!stat.isFile() || stat.nlink > 1) return false;
    workspace.checkNotProtected(absolute, stat, workspace.relative(absolute));
    return true;
  } catch {
    return false;
  }
}

/** ripgrep failed to run (not: found nothing, or a bad pattern): the JS search may answer instead. */
export class RipgrepUnavailableError extends Error {
  override readonly name = "RipgrepUnavailableError";
}

/**
 * Searches with ripgrep (`rg`), killed when the signal aborts; `sandbox` (optional) runs it in a
 * sandbox of its own. Every match is checked like the file tools check a file (one link, not the
 * runtime's state) before it is returned.
 */
export async function searchWithRipgrep(rg: string, query: GrepQuery, sandbox?: Sandbox): Promise<GrepMatch[]> {
  const args = [rg, "--no-config", "--hidden", "--no-require-git", "--no-ignore-parent", "--no-ignore-global", "--no-ignore-exclude", "--no-messages", "--color", "never", "--no-heading", "--with-filename", "--line-number", "--null"];
  for (const dir of SKIPPED_DIRS) args.push("--glob", `!${dir}`);
  if (query.include) args.push("--glob", query.include);
  args.push("--regexp", query.pattern, "--", "./");
  let command: ReturnType<Sandbox["command"]> | undefined;
  let proc;
  try {
    command = sandbox?.support.kind === "bwrap" ? sandbox.command({ argv: args, cwd: query.dir, workspace: query.workspace.root, cgroup: false }) : undefined;
    proc = Bun.spawn(command ? [...command.argv] : args, { cwd: query.dir, ...(command ? { env: { ...command.env } } : {}), stdin: "ignore", stdout: "pipe", stderr: "pipe", signal: query.signal });
  } catch (error) {
    command?.dispose();
    throw new RipgrepUnavailableError(`ripgrep could not be started: ${(error as Error).message}`);
  }
  let stdout: string;
  let stderr: string;
  let code: number;
  try {
    [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  } finally {
    command?.dispose();
  }
  if (query.signal.aborted) throw query.signal.reason;
  // 1 = no match; 2 = an error (a bad regex), possibly after partial output; anything else: rg (or its sandbox) broke.
  if (code === 2 && stdout === "") throw new Error(`ripgrep: ${stderr.trim() || "failed"}`);
  if (code !== 0 && code !== 1 && code !== 2) throw new RipgrepUnavailableError(`ripgrep exited with ${code}: ${stderr.trim().slice(0, 300)}`);
  const matches: GrepMatch[] = [];
  const allowed = new Map<string, boolean>();
  for (const record of stdout.split("\n")) {
    if (record === "") continue;
    const nul = record.indexOf("\0");
    const rest = record.slice(nul + 1);
    const colon = rest.indexOf(":");
    const absolute = join(query.dir, record.slice(0, nul).replace(/^\.\//, ""));
    let ok = allowed.get(absolute);
    if (ok === undefined) allowed.set(absolute, (ok = searchable(query.workspace, absolute)));
    if (ok) matches.push({ path: relative(query.workspace.root, absolute), line: Number(rest.slice(0, colon)), text: rest.slice(colon + 1) });
  }
  return sortMatches(matches);
}

/** The ignore rules of one directory (its ignore files, in ripgrep's precedence: .gitignore < .ignore < .rgignore). */
async function ignoreRulesOf(dir: string): Promise<Ignore | undefined> {
  let found: Ignore | undefined;
  for (const name of IGNORE_FILES) {
    const text = await readFile(join(dir, name), "utf8").catch(() => undefined);
    if (text !== undefined) found = (found ?? ignore()).add(text);
  }
  return found;
}

/** Whether the ignore files in force (outermost first) leave `path` out; a deeper `!pattern` takes it back. */
function ignored(rules: readonly { readonly base: string; readonly rules: Ignore }[], path: string, directory: boolean): boolean {
  let out = false;
  for (const { base, rules: ig } of rules) {
    const rel = relative(base, path) + (directory ? "/" : "");
    const verdict = ig.test(rel);
    if (verdict.ignored) out = true;
    else if (verdict.unignored) out = false;
  }
  return out;
}

/** The same search in JavaScript, for machines without ripgrep (JS regular expressions instead of Rust's). */
export async function searchWithJs(query: GrepQuery): Promise<GrepMatch[]> {
  let regex: RegExp;
  try {
    regex = new RegExp(query.pattern);
  } catch (error) {
    throw new Error(`invalid regular expression: ${(error as Error).message}`);
  }
  const include = query.include ? new Bun.Glob(query.include) : undefined;
  const onBasename = query.include !== undefined && !query.include.includes("/");
  const matches: GrepMatch[] = [];
  const walk = async (dir: string, inherited: readonly { base: string; rules: Ignore }[]): Promise<void> => {
    if (query.signal.aborted) throw query.signal.reason;
    const own = await ignoreRulesOf(dir);
    const rules = own ? [...inherited, { base: dir, rules: own }] : inherited;
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      const path = join(dir, entry.name);
      // ripgrep does not follow symlinks unless told to; neither does this.
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !ignored(rules, path, true)) await walk(path, rules);
        continue;
      }
      if (!entry.isFile() || ignored(rules, path, false)) continue;
      if (include && !include.match(onBasename ? entry.name : relative(query.dir, path))) continue;
      if (!searchable(query.workspace, path)) continue;
      let bytes: Buffer;
      try {
        bytes = await readInside(query.workspace, path, query.signal);
      } catch {
        continue;
      }
      // ripgrep skips binary files (a NUL byte) when searching a directory.
      if (bytes.includes(0)) continue;
      const lines = bytes.toString("utf8").split("\n");
      if (lines.at(-1) === "") lines.pop();
      lines.forEach((text, i) => {
        if (regex.test(text)) matches.push({ path: relative(query.workspace.root, path), line: i + 1, text });
      });
    }
  };
  await walk(query.dir, []);
  return sortMatches(matches);
}
