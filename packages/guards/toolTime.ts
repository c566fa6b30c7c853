// Code generated from schema/tool/toolTime.schema.json. DO NOT EDIT.
import type { ToolTime } from "../types/toolTime.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ToolTime: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolTimeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
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
    for (const k2 in x) {
      switch (k2) {
        case "start":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k2], message: `Unrecognized key "${k2}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolTime. */
export function isToolTime(x: unknown): x is ToolTime {
  return toolTimeGuard(x, undefined);
}

/** `x` itself when it is a valid ToolTime, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolTime(x: unknown, options?: CheckOptions): GuardResult<ToolTime> {
  const e: GuardIssue[] = [];
  return toolTimeGuard(x, e, options?.first) ? { success: true, data: x as ToolTime } : rejected(e);
}
