import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";

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
  /** Absolute workspace root; match paths are relative to it. */
  readonly root: string;
  readonly signal: AbortSignal;
}

// Both searches skip these directories and search hidden files, ignoring .gitignore, so they agree.
const SKIPPED_DIRS = new Set([".git", "node_modules"]);

/** Sorted by path, then line: both searches answer in this order. */
export function sortMatches(matches: GrepMatch[]): GrepMatch[] {
  return matches.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
}

/** Searches with ripgrep (`rg`), killed when the signal aborts. */
export async function searchWithRipgrep(rg: string, query: GrepQuery): Promise<GrepMatch[]> {
  const args = [rg, "--no-config", "--no-ignore", "--hidden", "--no-messages", "--color", "never", "--no-heading", "--with-filename", "--line-number", "--null"];
  for (const dir of SKIPPED_DIRS) args.push("--glob", `!${dir}`);
  if (query.include) args.push("--glob", query.include);
  args.push("--regexp", query.pattern, "--", "./");
  const proc = Bun.spawn(args, { cwd: query.dir, stdin: "ignore", stdout: "pipe", stderr: "pipe", signal: query.signal });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  if (query.signal.aborted) throw query.signal.reason;
  // 1 = no match; 2 = an error (a bad regex), possibly after partial output.
  if (code === 2 && stdout === "") throw new Error(`ripgrep: ${stderr.trim() || "failed"}`);
  const matches: GrepMatch[] = [];
  for (const record of stdout.split("\n")) {
    if (record === "") continue;
    const nul = record.indexOf("\0");
    const rest = record.slice(nul + 1);
    const colon = rest.indexOf(":");
    const file = record.slice(0, nul).replace(/^\.\//, "");
    matches.push({ path: relative(query.root, join(query.dir, file)), line: Number(rest.slice(0, colon)), text: rest.slice(colon + 1) });
  }
  return sortMatches(matches);
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
  const walk = async (dir: string): Promise<void> => {
    if (query.signal.aborted) throw query.signal.reason;
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      const path = join(dir, entry.name);
      // ripgrep does not follow symlinks unless told to; neither does this.
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) await walk(path);
        continue;
      }
      if (!entry.isFile()) continue;
      if (include && !include.match(onBasename ? entry.name : relative(query.dir, path))) continue;
      const bytes = await readFile(path);
      // ripgrep skips binary files (a NUL byte) when searching a directory.
      if (bytes.includes(0)) continue;
      const lines = bytes.toString("utf8").split("\n");
      if (lines.at(-1) === "") lines.pop();
      lines.forEach((text, i) => {
        if (regex.test(text)) matches.push({ path: relative(query.root, path), line: i + 1, text });
      });
    }
  };
  await walk(query.dir);
  return sortMatches(matches);
}
