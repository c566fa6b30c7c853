// Code generated from schema/tools/globToolInput.schema.json. DO NOT EDIT.
import type { GlobToolInput } from "../types/globToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks GlobToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function globToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.pattern;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Missing required property \"pattern\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.path;
    if (v2 !== undefined) {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "pattern": case "path":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid GlobToolInput. */
export function isGlobToolInput(x: unknown): x is GlobToolInput {
  return globToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid GlobToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkGlobToolInput(x: unknown, options?: CheckOptions): GuardResult<GlobToolInput> {
  const e: GuardIssue[] = [];
  return globToolInputGuard(x, e, options?.first) ? { success: true, data: x as GlobToolInput } : rejected(e);
}
