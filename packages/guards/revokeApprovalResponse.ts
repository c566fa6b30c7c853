// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.
import type { RevokeApprovalResponse } from "../types/revokeApprovalResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { approvalGuard } from "./approval.js";

/** Checks RevokeApprovalResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function revokeApprovalResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.approval;
    if (v1 !== undefined) {
      if (!approvalGuard(v1, e === undefined ? p : [...p, "approval"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "approval":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RevokeApprovalResponse. */
export function isRevokeApprovalResponse(x: unknown): x is RevokeApprovalResponse {
  return revokeApprovalResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid RevokeApprovalResponse, else every issue with its path. */
export function checkRevokeApprovalResponse(x: unknown): GuardResult<RevokeApprovalResponse> {
  return revokeApprovalResponseGuard(x, ROOT, undefined) ? { success: true, data: x as RevokeApprovalResponse } : explain(revokeApprovalResponseGuard, x);
}
