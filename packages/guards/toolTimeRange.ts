// Code generated from schema/tool/toolTimeRange.schema.json. DO NOT EDIT.
import type { ToolTimeRange } from "../types/toolTimeRange.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ToolTimeRange: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolTimeRangeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.start;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Missing required property \"start\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "number" || !Number.isFinite(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Invalid input: expected number" }); if (first) return false; }
      else {
        if (v1 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v2 = x.end;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Missing required property \"end\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Invalid input: expected number" }); if (first) return false; }
      else {
        if (v2 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    for (const k3 in x) {
      switch (k3) {
        case "start": case "end":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolTimeRange. */
export function isToolTimeRange(x: unknown): x is ToolTimeRange {
  return toolTimeRangeGuard(x, undefined);
}

/** `x` itself when it is a valid ToolTimeRange, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolTimeRange(x: unknown, options?: CheckOptions): GuardResult<ToolTimeRange> {
  const e: GuardIssue[] = [];
  return toolTimeRangeGuard(x, e, options?.first) ? { success: true, data: x as ToolTimeRange } : rejected(e);
}
