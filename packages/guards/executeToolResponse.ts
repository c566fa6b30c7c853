// Code generated from schema/tool/executeToolResponse.schema.json. DO NOT EDIT.
import type { ExecuteToolResponse } from "../types/executeToolResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { toolPartGuard } from "./toolPart.js";

/** Checks ExecuteToolResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function executeToolResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.part;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "part"], message: "Missing required property \"part\"" }); }
    else {
      if (!toolPartGuard(v1, e === undefined ? p : [...p, "part"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "part":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ExecuteToolResponse. */
export function isExecuteToolResponse(x: unknown): x is ExecuteToolResponse {
  return executeToolResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ExecuteToolResponse, else every issue with its path. */
export function checkExecuteToolResponse(x: unknown): GuardResult<ExecuteToolResponse> {
  return executeToolResponseGuard(x, ROOT, undefined) ? { success: true, data: x as ExecuteToolResponse } : explain(executeToolResponseGuard, x);
}
