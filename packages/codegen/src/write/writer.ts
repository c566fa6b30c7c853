import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { diskPath, type OutputLayout } from "./output-layout.ts";
import { scanGenerated } from "./scan-existing.ts";

/** What a write changed. */
export interface WriteReport {
  /** Every file written: new ones and changed ones. */
  readonly written: readonly string[];
  /** The subset of `written` that did not exist before. */
  readonly added: readonly string[];
  readonly unchanged: readonly string[];
  readonly deleted: readonly string[];
}

/**
 * The one place that touches the output directories. Everything is staged in a temp dir first;
 * only then are files moved into place by rename, with the replaced files kept aside until the
 * end so a failure mid-way restores them. Families not in `families` are left alone.
 */
export function writeFiles(layout: OutputLayout, files: readonly GeneratedFile[], families: readonly string[]): WriteReport {
  const targets = files.map((f) => {
    const path = diskPath(layout, f.path);
    if (!path) throw new Error(`internal: no output root for ${f.path}`);
    return { file: f, path };
  });
  const wanted = new Set(targets.map((t) => t.path));
  const stale = families.flatMap((family) => {
    const root = layout.roots[family]!;
    return scanGenerated(root, layout.owned[family] ?? []).map((rel) => join(root, rel)).filter((p) => !wanted.has(p));
  });
  const changed = targets.filter((t) => !existsSync(t.path) || readFileSync(t.path, "utf8") !== t.file.content);
  const unchanged = targets.filter((t) => !changed.includes(t)).map((t) => t.path);
  const added = changed.filter((t) => !existsSync(t.path)).map((t) => t.path);
  if (changed.length === 0 && stale.length === 0) return { written: [], added: [], unchanged, deleted: [] };

  const anchor = commonParent([...changed.map((t) => t.path), ...stale]);
  mkdirSync(anchor, { recursive: true });
  const staging = mkdtempSync(join(anchor, ".toolwire-staging-"));
  const backup = mkdtempSync(join(anchor, ".toolwire-backup-"));
  const moved: { path: string; backedUp: boolean }[] = [];
  try {
    changed.forEach((t, i) => writeFileSync(join(staging, String(i)), t.file.content));
    for (const [i, t] of changed.entries()) {
      mkdirSync(dirname(t.path), { recursive: true });
      const had = existsSync(t.path);
      if (had) renameSync(t.path, join(backup, `c${i}`));
      moved.push({ path: t.path, backedUp: had });
      renameSync(join(staging, String(i)), t.path);
    }
    for (const [i, path] of stale.entries()) {
      renameSync(path, join(backup, `s${i}`));
      moved.push({ path, backedUp: true });
    }
  } catch (error) {
    rollBack(moved, changed.length, backup);
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(backup, { recursive: true, force: true });
  return { written: changed.map((t) => t.path), added, unchanged, deleted: stale };
}

function rollBack(moved: { path: string; backedUp: boolean }[], changedCount: number, backup: string): void {
  moved.forEach((m, index) => {
    const name = index < changedCount ? `c${index}` : `s${index - changedCount}`;
    const saved = join(backup, name);
    try {
      if (m.backedUp && existsSync(saved)) renameSync(saved, m.path);
      else if (!m.backedUp) rmSync(m.path, { force: true });
    } catch {
      // Best effort: the backup dir is left in place for manual recovery when even this fails.
    }
  });
}

function commonParent(paths: readonly string[]): string {
  const dirs = paths.map((p) => dirname(p).split("/"));
  const first = dirs[0] ?? [];
  let n = first.length;
  for (const d of dirs) {
    let i = 0;
    while (i < n && d[i] === first[i]) i++;
    n = i;
  }
  const joined = first.slice(0, n).join("/");
  return joined === "" ? "/" : joined;
}

