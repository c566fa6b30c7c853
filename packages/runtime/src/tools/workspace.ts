import { existsSync, realpathSync, statSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve, sep } from "node:path";
import { fail } from "./tool-failure.ts";

/** The directory every tool path must stay in. */
export interface Workspace {
  /** The real path of the root (symlinks resolved). */
  readonly root: string;
  /**
   * Resolves a tool path (relative to the root, or absolute) to an absolute path inside the
   * root; refuses `..` escapes, absolute paths outside and symlinks leading out.
   */
  resolve(path: string): string;
  /** The path relative to the root, `.` for the root itself (the permission pattern). */
  relative(absolute: string): string;
  /** Refuses a file larger than the limit (the spec's 100 MB). */
  checkSize(absolute: string): void;
  readonly maxFileBytes: number;
}

/** 100 MB: the spec's file size limit. */
export const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** The real path of `path`, or of its deepest existing ancestor joined with the rest (for files still to be created). */
function realpathOfNearest(path: string): string {
  let current = path;
  const rest: string[] = [];
  while (!existsSync(current)) {
    const parent = dirname(current);
    if (parent === current) break;
    rest.unshift(current.slice(parent.length + (parent.endsWith(sep) ? 0 : 1)));
    current = parent;
  }
  return resolve(realpathSync(current), ...rest);
}

/** Opens a workspace at `root` (default: the process's cwd). */
export function createWorkspace(root: string = process.cwd(), options: { maxFileBytes?: number } = {}): Workspace {
  const realRoot = realpathSync(resolve(root));
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  return Object.freeze({
    root: realRoot,
    maxFileBytes,
    resolve(path: string) {
      if (path.includes("\0")) fail({ kind: "unsafe-input", message: `path ${JSON.stringify(path)} contains a NUL byte` });
      const absolute = isAbsolute(path) ? resolve(path) : resolve(realRoot, path);
      if (!inside(realRoot, absolute)) {
        fail({ kind: "unsafe-input", message: `path ${JSON.stringify(path)} is outside the workspace ${realRoot}` });
      }
      // A symlink anywhere on the way may lead out even though the lexical path stays inside.
      const real = realpathOfNearest(absolute);
      if (!inside(realRoot, real)) {
        fail({ kind: "unsafe-input", message: `path ${JSON.stringify(path)} leads outside the workspace ${realRoot} through a symlink (to ${real})` });
      }
      return absolute;
    },
    relative(absolute: string) {
      return relative(realRoot, absolute) || ".";
    },
    checkSize(absolute: string) {
      const size = statSync(absolute).size;
      if (size > maxFileBytes) {
        fail({ kind: "resource", resource: "file-size", message: `file ${relative(realRoot, absolute)} is ${size} bytes, over the ${formatBytes(maxFileBytes)} file size limit` });
      }
    },
  });
}

/** 104857600 → "100 MB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} bytes`;
}
