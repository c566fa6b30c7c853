import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isGeneratedContent } from "./output-layout.ts";

const SKIP = new Set(["node_modules", ".turbo"]);

/** Lists generated files (carrying the marker) under `root`, recursively, as paths relative to it. */
export function scanGenerated(root: string, extensions: readonly string[]): string[] {
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name) || entry.name.startsWith(".")) continue;
      const path = join(dir, entry.name);
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path, rel);
      else if (entry.isFile() && extensions.some((e) => entry.name.endsWith(e)) && isGeneratedContent(readFileSync(path, "utf8"))) out.push(rel);
    }
  };
  walk(root, "");
  return out.sort();
}
