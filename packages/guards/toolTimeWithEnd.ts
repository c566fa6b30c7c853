// Code generated from schema/tool/toolTimeWithEnd.schema.json. DO NOT EDIT.
import type { ToolTimeWithEnd } from "../types/toolTimeWithEnd.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks ToolTimeWithEnd: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolTimeWithEndGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.start;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "start"], message: "Missing required property \"start\"" }); }
    else {
      if (typeof v1 !== "number" || !Number.isFinite(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "start"], message: "Invalid input: expected number" }); }
      else {
        if (v1 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "start"], message: "Too small: expected number to be >=0" }); }
      }
    }
    const v2 = x.end;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "end"], message: "Missing required property \"end\"" }); }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "end"], message: "Invalid input: expected number" }); }
      else {
        if (v2 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "end"], message: "Too small: expected number to be >=0" }); }
      }
    }
    const v3 = x.compacted;
    if (v3 !== undefined) {
      if (typeof v3 !== "number" || !Number.isFinite(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "compacted"], message: "Invalid input: expected number" }); }
      else {
        if (v3 < 0) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "compacted"], message: "Too small: expected number to be >=0" }); }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "start": case "end": case "compacted":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolTimeWithEnd. */
export function isToolTimeWithEnd(x: unknown): x is ToolTimeWithEnd {
  return toolTimeWithEndGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolTimeWithEnd, else every issue with its path. */
export function checkToolTimeWithEnd(x: unknown): GuardResult<ToolTimeWithEnd> {
  return toolTimeWithEndGuard(x, ROOT, undefined) ? { success: true, data: x as ToolTimeWithEnd } : explain(toolTimeWithEndGuard, x);
}
