// Code generated from schema/tool/filePartSourceFile.schema.json. DO NOT EDIT.
import type { FilePartSourceFile } from "../types/filePartSourceFile.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartSourceTextGuard } from "./filePartSourceText.js";

/** Checks FilePartSourceFile: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function filePartSourceFileGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "file") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"file\"" }); if (first) return false; }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Missing required property \"path\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.text;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Missing required property \"text\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!filePartSourceTextGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "text"); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "type": case "path": case "text":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceFile. */
export function isFilePartSourceFile(x: unknown): x is FilePartSourceFile {
  return filePartSourceFileGuard(x, undefined);
}

/** `x` itself when it is a valid FilePartSourceFile, else every issue with its path (only the first with `{ first: true }`). */
export function checkFilePartSourceFile(x: unknown, options?: CheckOptions): GuardResult<FilePartSourceFile> {
  const e: GuardIssue[] = [];
  return filePartSourceFileGuard(x, e, options?.first) ? { success: true, data: x as FilePartSourceFile } : rejected(e);
}
