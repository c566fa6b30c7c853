// Code generated from schema/tools/globToolInput.schema.json. DO NOT EDIT.
import type { GlobToolInput } from "../types/globToolInput.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, codePointLength, explain } from "./_guards.js";

/** Checks GlobToolInput: `e` undefined answers only; else issues are recorded under path `p`. */
export function globToolInputGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.pattern;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Missing required property \"pattern\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Invalid input: expected string" }); }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    const v2 = x.path;
    if (v2 !== undefined) {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Invalid input: expected string" }); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "pattern": case "path":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid GlobToolInput. */
export function isGlobToolInput(x: unknown): x is GlobToolInput {
  return globToolInputGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid GlobToolInput, else every issue with its path. */
export function checkGlobToolInput(x: unknown): GuardResult<GlobToolInput> {
  return globToolInputGuard(x, ROOT, undefined) ? { success: true, data: x as GlobToolInput } : explain(globToolInputGuard, x);
}
