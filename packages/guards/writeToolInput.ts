// Code generated from schema/tools/writeToolInput.schema.json. DO NOT EDIT.
import type { WriteToolInput } from "../types/writeToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks WriteToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function writeToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.filePath;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["filePath"], message: "Missing required property \"filePath\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["filePath"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["filePath"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.content;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Missing required property \"content\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "filePath": case "content":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WriteToolInput. */
export function isWriteToolInput(x: unknown): x is WriteToolInput {
  return writeToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid WriteToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkWriteToolInput(x: unknown, options?: CheckOptions): GuardResult<WriteToolInput> {
  const e: GuardIssue[] = [];
  return writeToolInputGuard(x, e, options?.first) ? { success: true, data: x as WriteToolInput } : rejected(e);
}
