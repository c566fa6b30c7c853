// Code generated from schema/permission/listApprovalsResponse.schema.json. DO NOT EDIT.
import type { ListApprovalsResponse } from "../types/listApprovalsResponse.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalGuard } from "./approval.js";

/** Checks ListApprovalsResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function listApprovalsResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.approvals;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["approvals"], message: "Missing required property \"approvals\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["approvals"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          const s4 = e === undefined ? 0 : e.length;
          if (!approvalGuard(v3, e)) { if (e === undefined) return false; ok = false; appendPath(e, s4, i2, "approvals"); }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "approvals":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListApprovalsResponse. */
export function isListApprovalsResponse(x: unknown): x is ListApprovalsResponse {
  return listApprovalsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ListApprovalsResponse, else every issue with its path. */
export function checkListApprovalsResponse(x: unknown): GuardResult<ListApprovalsResponse> {
  const e: GuardIssue[] = [];
  return listApprovalsResponseGuard(x, e) ? { success: true, data: x as ListApprovalsResponse } : rejected(e);
}
