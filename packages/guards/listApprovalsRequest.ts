// Code generated from schema/permission/listApprovalsRequest.schema.json. DO NOT EDIT.
import type { ListApprovalsRequest } from "../types/listApprovalsRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ListApprovalsRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function listApprovalsRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
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

/** True when `x` is a valid ListApprovalsRequest. */
export function isListApprovalsRequest(x: unknown): x is ListApprovalsRequest {
  return listApprovalsRequestGuard(x, undefined);
}

/** `x` itself when it is a valid ListApprovalsRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkListApprovalsRequest(x: unknown, options?: CheckOptions): GuardResult<ListApprovalsRequest> {
  const e: GuardIssue[] = [];
  return listApprovalsRequestGuard(x, e, options?.first) ? { success: true, data: x as ListApprovalsRequest } : rejected(e);
}
