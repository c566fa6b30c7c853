// Code generated from schema/permission/respondToPermissionResponse.schema.json. DO NOT EDIT.
import type { RespondToPermissionResponse } from "../types/respondToPermissionResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks RespondToPermissionResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function respondToPermissionResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.settled;
    if (v1 !== undefined) {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["settled"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i2, "settled"], message: "Invalid input: expected string" }); if (first) return false; }
          else {
            if (!v3.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: [i2, "settled"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
          }
        }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "settled":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RespondToPermissionResponse. */
export function isRespondToPermissionResponse(x: unknown): x is RespondToPermissionResponse {
  return respondToPermissionResponseGuard(x, undefined);
}

/** `x` itself when it is a valid RespondToPermissionResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkRespondToPermissionResponse(x: unknown, options?: CheckOptions): GuardResult<RespondToPermissionResponse> {
  const e: GuardIssue[] = [];
  return respondToPermissionResponseGuard(x, e, options?.first) ? { success: true, data: x as RespondToPermissionResponse } : rejected(e);
}
