import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { diskPath, type OutputLayout } from "../write/output-layout.ts";
import { scanGenerated } from "../write/scan-existing.ts";

/** One difference between what the schemas generate and what is on disk. */
export type Drift =
  | { readonly kind: "missing"; readonly path: string }
  | { readonly kind: "extra"; readonly path: string }
  | { readonly kind: "changed"; readonly path: string; readonly diff: string };

/** Compares generated files (in memory) with the committed ones, for the given output families. */
export function checkDrift(layout: OutputLayout, files: readonly GeneratedFile[], families: readonly string[]): Drift[] {
  const drifts: Drift[] = [];
  const wanted = new Set<string>();
  for (const f of files) {
    const path = diskPath(layout, f.path)!;
    wanted.add(path);
    if (!existsSync(path)) drifts.push({ kind: "missing", path });
    else {
      const actual = readFileSync(path, "utf8");
      if (actual !== f.content) drifts.push({ kind: "changed", path, diff: shortDiff(f.content, actual) });
    }
  }
  for (const family of families) {
    const root = layout.roots[family]!;
    for (const rel of scanGenerated(root, layout.owned[family] ?? [])) {
      const path = join(root, rel);
      if (!wanted.has(path)) drifts.push({ kind: "extra", path });
    }
  }
  return drifts.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A few lines around the first difference, `-` expected (generated) and `+` found (on disk). */
export function shortDiff(expected: string, actual: string, context = 2, max = 6): string {
  const e = expected.split("\n");
  const a = actual.split("\n");
  let i = 0;
  while (i < e.length && i < a.length && e[i] === a[i]) i++;
  let je = e.length - 1;
  let ja = a.length - 1;
  while (je >= i && ja >= i && e[je] === a[ja]) (je--, ja--);
  const out: string[] = [`@@ line ${i + 1} @@`];
  for (let k = Math.max(0, i - context); k < i; k++) out.push(`  ${e[k]}`);
  e.slice(i, Math.min(je + 1, i + max)).forEach((l) => out.push(`- ${l}`));
  if (je + 1 - i > max) out.push(`- … ${je + 1 - i - max} more`);
  a.slice(i, Math.min(ja + 1, i + max)).forEach((l) => out.push(`+ ${l}`));
  if (ja + 1 - i > max) out.push(`+ … ${ja + 1 - i - max} more`);
  return out.join("\n");
}
