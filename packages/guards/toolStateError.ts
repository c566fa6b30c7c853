// Code generated from schema/tool/toolStateError.schema.json. DO NOT EDIT.
import type { ToolStateError } from "../types/toolStateError.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolTimeRangeGuard } from "./toolTimeRange.js";

/** Checks ToolStateError: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolStateErrorGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"error\"" }); if (first) return false; }
    }
    const v2 = x.input;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Missing required property \"input\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "object" || v2 === null || Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v3 = x.error;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.metadata;
    if (v4 !== undefined) {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v5 = x.time;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Missing required property \"time\"" }); if (first) return false; }
    else {
      const s6 = e === undefined ? 0 : e.length;
      if (!toolTimeRangeGuard(v5, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s6, "time"); if (first) return false; }
    }
    for (const k7 in x) {
      switch (k7) {
        case "status": case "input": case "error": case "metadata": case "time":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolStateError. */
export function isToolStateError(x: unknown): x is ToolStateError {
  return toolStateErrorGuard(x, undefined);
}

/** `x` itself when it is a valid ToolStateError, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolStateError(x: unknown, options?: CheckOptions): GuardResult<ToolStateError> {
  const e: GuardIssue[] = [];
  return toolStateErrorGuard(x, e, options?.first) ? { success: true, data: x as ToolStateError } : rejected(e);
}
