// Code generated from schema/permission/listApprovalsResponse.schema.json. DO NOT EDIT.
import type { ListApprovalsResponse } from "../types/listApprovalsResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalGuard } from "./approval.js";

/** Checks ListApprovalsResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function listApprovalsResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.approvals;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["approvals"], message: "Missing required property \"approvals\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["approvals"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          const s4 = e === undefined ? 0 : e.length;
          if (!approvalGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, i2, "approvals"); if (first) return false; }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "approvals":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListApprovalsResponse. */
export function isListApprovalsResponse(x: unknown): x is ListApprovalsResponse {
  return listApprovalsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ListApprovalsResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkListApprovalsResponse(x: unknown, options?: CheckOptions): GuardResult<ListApprovalsResponse> {
  const e: GuardIssue[] = [];
  return listApprovalsResponseGuard(x, e, options?.first) ? { success: true, data: x as ListApprovalsResponse } : rejected(e);
}
