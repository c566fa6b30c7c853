// Code generated from schema/tool/toolStateError.schema.json. DO NOT EDIT.
import type { ToolStateError } from "../types/toolStateError.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { toolTimeRangeGuard } from "./toolTimeRange.js";

/** Checks ToolStateError: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolStateErrorGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Missing required property \"status\"" }); }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Invalid input: expected \"error\"" }); }
    }
    const v2 = x.input;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "input"], message: "Missing required property \"input\"" }); }
    else {
      if (typeof v2 !== "object" || v2 === null || Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "input"], message: "Invalid input: expected object" }); }
    }
    const v3 = x.error;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Missing required property \"error\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.metadata;
    if (v4 !== undefined) {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Invalid input: expected object" }); }
    }
    const v5 = x.time;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "time"], message: "Missing required property \"time\"" }); }
    else {
      if (!toolTimeRangeGuard(v5, e === undefined ? p : [...p, "time"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k6 in x) {
      switch (k6) {
        case "status": case "input": case "error": case "metadata": case "time":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k6], message: `Unrecognized key "${k6}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolStateError. */
export function isToolStateError(x: unknown): x is ToolStateError {
  return toolStateErrorGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolStateError, else every issue with its path. */
export function checkToolStateError(x: unknown): GuardResult<ToolStateError> {
  return toolStateErrorGuard(x, ROOT, undefined) ? { success: true, data: x as ToolStateError } : explain(toolStateErrorGuard, x);
}
