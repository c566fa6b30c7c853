// Code generated from schema/tool/filePartSourceText.schema.json. DO NOT EDIT.
import type { FilePartSourceText } from "../types/filePartSourceText.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks FilePartSourceText: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function filePartSourceTextGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.value;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["value"], message: "Missing required property \"value\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["value"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v2 = x.start;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Missing required property \"start\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v2 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v3 = x.end;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Missing required property \"end\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "number" || !Number.isFinite(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v3 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "value": case "start": case "end":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid FilePartSourceText. */
export function isFilePartSourceText(x: unknown): x is FilePartSourceText {
  return filePartSourceTextGuard(x, undefined);
}

/** `x` itself when it is a valid FilePartSourceText, else every issue with its path (only the first with `{ first: true }`). */
export function checkFilePartSourceText(x: unknown, options?: CheckOptions): GuardResult<FilePartSourceText> {
  const e: GuardIssue[] = [];
  return filePartSourceTextGuard(x, e, options?.first) ? { success: true, data: x as FilePartSourceText } : rejected(e);
}
