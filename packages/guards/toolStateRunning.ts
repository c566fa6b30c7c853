// Code generated from schema/tool/toolStateRunning.schema.json. DO NOT EDIT.
import type { ToolStateRunning } from "../types/toolStateRunning.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolTimeGuard } from "./toolTime.js";

/** Checks ToolStateRunning: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolStateRunningGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (v1 !== "running") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"running\"" }); if (first) return false; }
    }
    const v2 = x.input;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Missing required property \"input\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "object" || v2 === null || Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v3 = x.title;
    if (v3 !== undefined) {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.metadata;
    if (v4 !== undefined) {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v5 = x.time;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Missing required property \"time\"" }); if (first) return false; }
    else {
      const s6 = e === undefined ? 0 : e.length;
      if (!toolTimeGuard(v5, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s6, "time"); if (first) return false; }
    }
    for (const k7 in x) {
      switch (k7) {
        case "status": case "input": case "title": case "metadata": case "time":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolStateRunning. */
export function isToolStateRunning(x: unknown): x is ToolStateRunning {
  return toolStateRunningGuard(x, undefined);
}

/** `x` itself when it is a valid ToolStateRunning, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolStateRunning(x: unknown, options?: CheckOptions): GuardResult<ToolStateRunning> {
  const e: GuardIssue[] = [];
  return toolStateRunningGuard(x, e, options?.first) ? { success: true, data: x as ToolStateRunning } : rejected(e);
}
