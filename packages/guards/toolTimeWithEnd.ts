// Code generated from schema/tool/toolTimeWithEnd.schema.json. DO NOT EDIT.
import type { ToolTimeWithEnd } from "../types/toolTimeWithEnd.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ToolTimeWithEnd: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolTimeWithEndGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
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
    const v3 = x.compacted;
    if (v3 !== undefined) {
      if (typeof v3 !== "number" || !Number.isFinite(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["compacted"], message: "Invalid input: expected number" }); if (first) return false; }
      else {
        if (v3 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["compacted"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "start": case "end": case "compacted":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolTimeWithEnd. */
export function isToolTimeWithEnd(x: unknown): x is ToolTimeWithEnd {
  return toolTimeWithEndGuard(x, undefined);
}

/** `x` itself when it is a valid ToolTimeWithEnd, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolTimeWithEnd(x: unknown, options?: CheckOptions): GuardResult<ToolTimeWithEnd> {
  const e: GuardIssue[] = [];
  return toolTimeWithEndGuard(x, e, options?.first) ? { success: true, data: x as ToolTimeWithEnd } : rejected(e);
}
