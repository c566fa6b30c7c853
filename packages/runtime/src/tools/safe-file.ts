import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { type FileHandle, lstat, mkdir, open, readlink, rename, rm } from "node:fs/promises";
import { basename, dirname, relative, sep } from "node:path";
import { isWithin } from "../paths/real-path.ts";
import { fail } from "./tool-failure.ts";
import type { Workspace } from "./workspace.ts";
import { formatBytes } from "./workspace.ts";

/*
 * File I/O that a symlink swapped in after the path check cannot lead outside the workspace.
 * Node has no openat(), so a directory is opened first and what was opened is read back from
 * /proc/self/fd (the kernel's answer, not the path's); everything after goes through
 * /proc/self/fd/<dir>/<name>, which names the opened directory itself, never the path again.
 */

/** The real path of an open descriptor (what the kernel opened). */
const realOf = (handle: FileHandle) => readlink(`/proc/self/fd/${handle.fd}`);
/** A name inside an open directory, without walking the directory's path again. */
const at = (dir: FileHandle, name: string) => `/proc/self/fd/${dir.fd}/${name}`;

async function closeQuietly(handle: FileHandle | undefined): Promise<void> {
  await handle?.close().catch(() => {});
}

/** Checks an opened descriptor is inside the workspace and not the runtime's state; closes it and fails otherwise. */
async function verify(workspace: Workspace, handle: FileHandle, shown: string): Promise<string> {
  const real = await realOf(handle);
  if (!isWithin(workspace.root, real)) {
    await closeQuietly(handle);
    fail({ kind: "unsafe-input", message: `path ${JSON.stringify(shown)} leads outside the workspace ${workspace.root} (it is ${real} now)` });
  }
  try {
    workspace.checkNotProtected(real, await handle.stat(), shown);
  } catch (error) {
    await closeQuietly(handle);
    throw error;
  }
  return real;
}

/** Opens a directory of the workspace and proves it is one (a symlink followed, then checked). */
async function openDir(workspace: Workspace, dir: string, shown: string): Promise<FileHandle> {
  const handle = await open(dir, constants.O_RDONLY | constants.O_DIRECTORY);
  await verify(workspace, handle, shown);
  return handle;
}

/** Opens the directory, creating the missing ones one at a time inside the opened parent (never through a path that may have changed). */
async function openOrMakeDir(workspace: Workspace, dir: string, shown: string): Promise<FileHandle> {
  let handle = await openDir(workspace, workspace.root, shown);
  for (const part of relative(workspace.root, dir).split(sep).filter(Boolean)) {
    try {
      await mkdir(at(handle, part));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        await closeQuietly(handle);
        throw error;
      }
    }
    const next = await open(at(handle, part), constants.O_RDONLY | constants.O_DIRECTORY).finally(() => closeQuietly(handle));
    await verify(workspace, next, shown);
    handle = next;
  }
  return handle;
}

/** Refuses a file that has more names than this one: its inode may live outside the workspace too. */
function refuseHardLinks(nlink: number, shown: string): void {
  if (nlink > 1) fail({ kind: "unsafe-input", message: `file ${JSON.stringify(shown)} has ${nlink} hard links: one may be outside the workspace, so it is neither read nor written` });
}

/** Opens a workspace file for reading, race-free, and checks what was opened (inside, not the runtime's state, a regular file with one link). */
async function openFileInside(workspace: Workspace, path: string, shown: string): Promise<{ file: FileHandle; size: number }> {
  const dir = await openDir(workspace, dirname(path), shown);
  let file: FileHandle | undefined;
  try {
    file = await open(at(dir, basename(path)), constants.O_RDONLY | constants.O_NOCTTY | constants.O_NONBLOCK);
  } finally {
    await closeQuietly(dir);
  }
  try {
    await verify(workspace, file, shown);
    const stat = await file.stat();
    if (!stat.isFile()) fail({ kind: "tool", message: `${shown} is not a regular file` });
    refuseHardLinks(stat.nlink, shown);
    return { file, size: stat.size };
  } catch (error) {
    await closeQuietly(file);
    throw error;
  }
}

/**
 * Reads a workspace file, race-free: the file opened inside the opened parent, then checked for
 * what it is (inside, not the runtime's state, a regular file with one link, within the size limit).
 */
export async function readInside(workspace: Workspace, path: string, signal?: AbortSignal): Promise<Buffer> {
  const shown = workspace.relative(path);
  const { file, size } = await openFileInside(workspace, path, shown);
  try {
    if (size > workspace.maxFileBytes) {
      fail({ kind: "resource", resource: "file-size", message: `file ${shown} is ${size} bytes, over the ${formatBytes(workspace.maxFileBytes)} file size limit` });
    }
    return await file.readFile({ signal });
  } finally {
    await closeQuietly(file);
  }
}

/** A window of a file's lines read as a stream (memory bounded by the window, not the file), and whether more lines follow. */
export async function readLinesInside(workspace: Workspace, path: string, offset: number, limit: number, signal?: AbortSignal): Promise<{ lines: string[]; more: boolean; size: number }> {
  const shown = workspace.relative(path);
  const { file, size } = await openFileInside(workspace, path, shown);
  const decoder = new TextDecoder();
  const lines: string[] = [];
  const buffer = Buffer.alloc(1024 * 1024);
  let line = 0;
  let partial = "";
  let position = 0;
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      const { bytesRead } = await file.read(buffer, 0, buffer.length, position);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      // The same test as a whole read: a NUL in the first 8 KiB makes it binary.
      if (position === 0 && chunk.subarray(0, 8192).includes(0)) fail({ kind: "tool", message: `cannot read binary file ${shown}` });
      position += bytesRead;
      const parts = (partial + decoder.decode(chunk, { stream: true })).split("\n");
      partial = parts.pop()!;
      for (const text of parts) {
        if (line >= offset && line < offset + limit) lines.push(text);
        line++;
        if (line > offset + limit) return { lines, more: true, size };
      }
      // A line longer than the window's use is cut: keep at most what a line may show.
      if (partial.length > 1024 * 1024) partial = partial.slice(0, 1024 * 1024);
    }
    if (partial !== "") {
      if (line >= offset && line < offset + limit) lines.push(partial);
      line++;
    }
    return { lines, more: line > offset + limit, size };
  } finally {
    await closeQuietly(file);
  }
}

/**
 * Writes a workspace file atomically and race-free: parents created one by one inside opened
 * directories, a temp file created exclusively in the opened parent, synced, then renamed over the
 * name (a symlink there is replaced, never followed). Content over the size limit is refused first.
 */
export async function writeInside(workspace: Workspace, path: string, content: string, signal?: AbortSignal): Promise<void> {
  const shown = workspace.relative(path);
  const size = Buffer.byteLength(content, "utf8");
  if (size > workspace.maxFileBytes) {
    fail({ kind: "resource", resource: "file-size", message: `content for ${shown} is ${size} bytes, over the ${formatBytes(workspace.maxFileBytes)} file size limit` });
  }
  const dir = await openOrMakeDir(workspace, dirname(path), shown);
  const name = basename(path);
  const temp = `.${name}.${randomBytes(6).toString("hex")}.tmp`;
  try {
    const existing = await lstat(at(dir, name)).catch(() => undefined);
    if (existing?.isFile()) {
      refuseHardLinks(existing.nlink, shown);
      workspace.checkNotProtected(`${await realOf(dir)}/${name}`, existing, shown);
    }
    if (existing?.isDirectory()) fail({ kind: "tool", message: `${shown} is a directory` });
    const file = await open(at(dir, temp), constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
    try {
      await file.writeFile(content, { signal });
      await file.sync();
    } finally {
      await closeQuietly(file);
    }
    await rename(at(dir, temp), at(dir, name));
  } catch (error) {
    await rm(at(dir, temp), { force: true }).catch(() => {});
    throw error;
  } finally {
    await closeQuietly(dir);
  }
}
