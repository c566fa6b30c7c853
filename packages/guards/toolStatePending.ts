// Code generated from schema/tool/toolStatePending.schema.json. DO NOT EDIT.
import type { ToolStatePending } from "../types/toolStatePending.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ToolStatePending: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolStatePendingGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (v1 !== "pending") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"pending\"" }); if (first) return false; }
    }
    const v2 = x.input;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Missing required property \"input\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "object" || v2 === null || Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v3 = x.raw;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["raw"], message: "Missing required property \"raw\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["raw"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "status": case "input": case "raw":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolStatePending. */
export function isToolStatePending(x: unknown): x is ToolStatePending {
  return toolStatePendingGuard(x, undefined);
}

/** `x` itself when it is a valid ToolStatePending, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolStatePending(x: unknown, options?: CheckOptions): GuardResult<ToolStatePending> {
  const e: GuardIssue[] = [];
  return toolStatePendingGuard(x, e, options?.first) ? { success: true, data: x as ToolStatePending } : rejected(e);
}
