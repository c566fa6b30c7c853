// Code generated from schema/permission/revokeApprovalRequest.schema.json. DO NOT EDIT.
import type { RevokeApprovalRequest } from "../types/revokeApprovalRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks RevokeApprovalRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function revokeApprovalRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.approvalID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID"], message: "Missing required property \"approvalID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("apr")) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID"], message: "Invalid string: must match pattern ^apr" }); if (first) return false; }
      }
    }
    for (const k2 in x) {
      switch (k2) {
        case "approvalID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k2], message: `Unrecognized key "${k2}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RevokeApprovalRequest. */
export function isRevokeApprovalRequest(x: unknown): x is RevokeApprovalRequest {
  return revokeApprovalRequestGuard(x, undefined);
}

/** `x` itself when it is a valid RevokeApprovalRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkRevokeApprovalRequest(x: unknown, options?: CheckOptions): GuardResult<RevokeApprovalRequest> {
  const e: GuardIssue[] = [];
  return revokeApprovalRequestGuard(x, e, options?.first) ? { success: true, data: x as RevokeApprovalRequest } : rejected(e);
}
