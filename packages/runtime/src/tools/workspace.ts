import { existsSync, realpathSync, type Stats, statSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import { isWithin, realpathOfNearest } from "../paths/real-path.ts";
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
  /**
   * Refuses what a tool may never touch, by what it really is: a real path inside the runtime's
   * protected paths (data dir, config, token files), or a file that is one of them by inode (a hard
   * link to a token). `what` names the path in the error.
   */
  checkNotProtected(real: string, stat: Pick<Stats, "dev" | "ino"> | undefined, what: string): void;
  readonly maxFileBytes: number;
}

/** 100 MB: the spec's file size limit. */
export const DEFAULT_MAX_FILE_BYTES = 100 * 1024 * 1024;

const inside = isWithin;

/** Opens a workspace at `root` (default: the process's cwd); `protectedPaths` are refused to every tool, whatever the spelling. */
export function createWorkspace(root: string = process.cwd(), options: { maxFileBytes?: number; protectedPaths?: readonly string[] } = {}): Workspace {
  const realRoot = realpathSync(resolve(root));
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  // A protected directory holding the whole workspace (a data dir above it) protects what lies outside the workspace: refused anyway.
  const protectedReal = (options.protectedPaths ?? []).map((p) => realpathOfNearest(p)).filter((p) => !inside(p, realRoot));
  // By inode too: a hard link to a token in the workspace is the token.
  const protectedInodes = protectedReal.flatMap((p) => {
    try {
      const st = statSync(p);
      return [`${st.dev}:${st.ino}`];
    } catch {
      return [];
    }
  });
  const checkNotProtected = (real: string, stat: Pick<Stats, "dev" | "ino"> | undefined, what: string) => {
    if (protectedReal.some((p) => inside(p, real)) || (stat !== undefined && protectedInodes.includes(`${stat.dev}:${stat.ino}`))) {
      fail({ kind: "unsafe-input", message: `path ${JSON.stringify(what)} is the runtime's own state (data dir, config or token); no tool may touch it` });
    }
  };
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
      let stat: Stats | undefined;
      try {
        stat = existsSync(real) ? statSync(real) : undefined;
      } catch {
        stat = undefined;
      }
      checkNotProtected(real, stat, path);
      return absolute;
    },
    checkNotProtected,
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
