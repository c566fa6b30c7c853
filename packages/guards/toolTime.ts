// Code generated from schema/tool/toolTime.schema.json. DO NOT EDIT.
import type { ToolTime } from "../types/toolTime.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks ToolTime: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolTimeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
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
    for (const k2 in x) {
      switch (k2) {
        case "start":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolTime. */
export function isToolTime(x: unknown): x is ToolTime {
  return toolTimeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolTime, else every issue with its path. */
export function checkToolTime(x: unknown): GuardResult<ToolTime> {
  return toolTimeGuard(x, ROOT, undefined) ? { success: true, data: x as ToolTime } : explain(toolTimeGuard, x);
}
