// Code generated from schema/permission/revokeApprovalResponse.schema.json. DO NOT EDIT.
import type { RevokeApprovalResponse } from "../types/revokeApprovalResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalGuard } from "./approval.js";

/** Checks RevokeApprovalResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function revokeApprovalResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.approval;
    if (v1 !== undefined) {
      const s2 = e === undefined ? 0 : e.length;
      if (!approvalGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "approval"); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "approval":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RevokeApprovalResponse. */
export function isRevokeApprovalResponse(x: unknown): x is RevokeApprovalResponse {
  return revokeApprovalResponseGuard(x, undefined);
}

/** `x` itself when it is a valid RevokeApprovalResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkRevokeApprovalResponse(x: unknown, options?: CheckOptions): GuardResult<RevokeApprovalResponse> {
  const e: GuardIssue[] = [];
  return revokeApprovalResponseGuard(x, e, options?.first) ? { success: true, data: x as RevokeApprovalResponse } : rejected(e);
}
