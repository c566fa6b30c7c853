// Code generated from schema/permission/listPermissionsRequest.schema.json. DO NOT EDIT.
import type { ListPermissionsRequest } from "../types/listPermissionsRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ListPermissionsRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function listPermissionsRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 !== undefined) {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    for (const k2 in x) {
      switch (k2) {
        case "sessionID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k2], message: `Unrecognized key "${k2}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListPermissionsRequest. */
export function isListPermissionsRequest(x: unknown): x is ListPermissionsRequest {
  return listPermissionsRequestGuard(x, undefined);
}

/** `x` itself when it is a valid ListPermissionsRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkListPermissionsRequest(x: unknown, options?: CheckOptions): GuardResult<ListPermissionsRequest> {
  const e: GuardIssue[] = [];
  return listPermissionsRequestGuard(x, e, options?.first) ? { success: true, data: x as ListPermissionsRequest } : rejected(e);
}
