// Code generated from schema/permission/respondToPermissionResponse.schema.json. DO NOT EDIT.
import type { RespondToPermissionResponse } from "../types/respondToPermissionResponse.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks RespondToPermissionResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function respondToPermissionResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.settled;
    if (v1 !== undefined) {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["settled"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i2, "settled"], message: "Invalid input: expected string" }); }
          else {
            if (!v3.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: [i2, "settled"], message: "Invalid string: must match pattern ^per" }); }
          }
        }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "settled":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RespondToPermissionResponse. */
export function isRespondToPermissionResponse(x: unknown): x is RespondToPermissionResponse {
  return respondToPermissionResponseGuard(x, undefined);
}

/** `x` itself when it is a valid RespondToPermissionResponse, else every issue with its path. */
export function checkRespondToPermissionResponse(x: unknown): GuardResult<RespondToPermissionResponse> {
  const e: GuardIssue[] = [];
  return respondToPermissionResponseGuard(x, e) ? { success: true, data: x as RespondToPermissionResponse } : rejected(e);
}
