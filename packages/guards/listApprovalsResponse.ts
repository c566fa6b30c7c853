// Code generated from schema/permission/listApprovalsResponse.schema.json. DO NOT EDIT.
import type { ListApprovalsResponse } from "../types/listApprovalsResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { approvalGuard } from "./approval.js";

/** Checks ListApprovalsResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function listApprovalsResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.approvals;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvals"], message: "Missing required property \"approvals\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvals"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (!approvalGuard(v3, e === undefined ? p : [...p, "approvals", i2], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "approvals":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListApprovalsResponse. */
export function isListApprovalsResponse(x: unknown): x is ListApprovalsResponse {
  return listApprovalsResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ListApprovalsResponse, else every issue with its path. */
export function checkListApprovalsResponse(x: unknown): GuardResult<ListApprovalsResponse> {
  return listApprovalsResponseGuard(x, ROOT, undefined) ? { success: true, data: x as ListApprovalsResponse } : explain(listApprovalsResponseGuard, x);
}
