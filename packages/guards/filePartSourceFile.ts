// Code generated from schema/tool/filePartSourceFile.schema.json. DO NOT EDIT.
import type { FilePartSourceFile } from "../types/filePartSourceFile.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { filePartSourceTextGuard } from "./filePartSourceText.js";

/** Checks FilePartSourceFile: `e` undefined answers only; else issues are recorded under path `p`. */
export function filePartSourceFileGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "file") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"file\"" }); }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Missing required property \"path\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.text;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "text"], message: "Missing required property \"text\"" }); }
    else {
      if (!filePartSourceTextGuard(v3, e === undefined ? p : [...p, "text"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "path": case "text":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceFile. */
export function isFilePartSourceFile(x: unknown): x is FilePartSourceFile {
  return filePartSourceFileGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid FilePartSourceFile, else every issue with its path. */
export function checkFilePartSourceFile(x: unknown): GuardResult<FilePartSourceFile> {
  return filePartSourceFileGuard(x, ROOT, undefined) ? { success: true, data: x as FilePartSourceFile } : explain(filePartSourceFileGuard, x);
}
