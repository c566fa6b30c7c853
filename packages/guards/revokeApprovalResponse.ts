// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.
import type { RevokeApprovalResponse } from "../types/revokeApprovalResponse.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalGuard } from "./approval.js";

/** Checks RevokeApprovalResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function revokeApprovalResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.approval;
    if (v1 !== undefined) {
      const s2 = e === undefined ? 0 : e.length;
      if (!approvalGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "approval"); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "approval":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RevokeApprovalResponse. */
export function isRevokeApprovalResponse(x: unknown): x is RevokeApprovalResponse {
  return revokeApprovalResponseGuard(x, undefined);
}

/** `x` itself when it is a valid RevokeApprovalResponse, else every issue with its path. */
export function checkRevokeApprovalResponse(x: unknown): GuardResult<RevokeApprovalResponse> {
  const e: GuardIssue[] = [];
  return revokeApprovalResponseGuard(x, e) ? { success: true, data: x as RevokeApprovalResponse } : rejected(e);
}
