// Code generated from schema/tool/toolTimeRange.schema.json. DO NOT EDIT.
import type { ToolTimeRange } from "../types/toolTimeRange.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks ToolTimeRange: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolTimeRangeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
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
    for (const k3 in x) {
      switch (k3) {
        case "start": case "end":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolTimeRange. */
export function isToolTimeRange(x: unknown): x is ToolTimeRange {
  return toolTimeRangeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolTimeRange, else every issue with its path. */
export function checkToolTimeRange(x: unknown): GuardResult<ToolTimeRange> {
  return toolTimeRangeGuard(x, ROOT, undefined) ? { success: true, data: x as ToolTimeRange } : explain(toolTimeRangeGuard, x);
}
