import { homedir } from "node:os";

/**
 * Expands `~`, `~/…`, `$HOME` and `$HOME…` at the start of a config pattern to the home
 * directory, exactly as OpenCode's `expand` does (only config patterns are expanded, never
 * the patterns a tool asks about).
 */
export function expandHome(pattern: string, home: string = homedir()): string {
  if (pattern.startsWith("~/")) return home + pattern.slice(1);
  if (pattern === "~") return home;
  if (pattern.startsWith("$HOME/")) return home + pattern.slice(5);
  if (pattern.startsWith("$HOME")) return home + pattern.slice(5);
  return pattern;
}
