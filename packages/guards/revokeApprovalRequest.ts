// Code generated from schema/permission/revokeApprovalRequest.schema.json. DO NOT EDIT.
import type { RevokeApprovalRequest } from "../types/revokeApprovalRequest.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks RevokeApprovalRequest: `e` undefined answers only; else every issue is recorded in `e`. */
export function revokeApprovalRequestGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.approvalID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID"], message: "Missing required property \"approvalID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID"], message: "Invalid input: expected string" }); }
      else {
        if (!v1.startsWith("apr")) { if (e === undefined) return false; ok = false; e.push({ path: ["approvalID"], message: "Invalid string: must match pattern ^apr" }); }
      }
    }
    for (const k2 in x) {
      switch (k2) {
        case "approvalID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RevokeApprovalRequest. */
export function isRevokeApprovalRequest(x: unknown): x is RevokeApprovalRequest {
  return revokeApprovalRequestGuard(x, undefined);
}

/** `x` itself when it is a valid RevokeApprovalRequest, else every issue with its path. */
export function checkRevokeApprovalRequest(x: unknown): GuardResult<RevokeApprovalRequest> {
  const e: GuardIssue[] = [];
  return revokeApprovalRequestGuard(x, e) ? { success: true, data: x as RevokeApprovalRequest } : rejected(e);
}
