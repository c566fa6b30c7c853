// Code generated from schema/invocation/toolProgress.schema.json. DO NOT EDIT.
import type { ToolProgress } from "../types/toolProgress.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ToolProgress: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolProgressGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.percentage;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["percentage"], message: "Missing required property \"percentage\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "number" || !Number.isFinite(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["percentage"], message: "Invalid input: expected number" }); if (first) return false; }
      else {
        if (v1 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["percentage"], message: "Too small: expected number to be >=0" }); if (first) return false; }
        if (v1 > 100) { if (e === undefined) return false; ok = false; e.push({ path: ["percentage"], message: "Too big: expected number to be <=100" }); if (first) return false; }
      }
    }
    const v2 = x.message;
    if (v2 !== undefined) {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "percentage": case "message":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolProgress. */
export function isToolProgress(x: unknown): x is ToolProgress {
  return toolProgressGuard(x, undefined);
}

/** `x` itself when it is a valid ToolProgress, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolProgress(x: unknown, options?: CheckOptions): GuardResult<ToolProgress> {
  const e: GuardIssue[] = [];
  return toolProgressGuard(x, e, options?.first) ? { success: true, data: x as ToolProgress } : rejected(e);
}
