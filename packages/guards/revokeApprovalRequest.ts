// Code generated from schema/permission/revokeApprovalRequest.schema.json. DO NOT EDIT.
import type { RevokeApprovalRequest } from "../types/revokeApprovalRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

const $re1 = new RegExp("^apr", "u");

/** Checks RevokeApprovalRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function revokeApprovalRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.approvalID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvalID"], message: "Missing required property \"approvalID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvalID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "approvalID"], message: "Invalid string: must match pattern ^apr" }); }
      }
    }
    for (const k2 in x) {
      switch (k2) {
        case "approvalID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RevokeApprovalRequest. */
export function isRevokeApprovalRequest(x: unknown): x is RevokeApprovalRequest {
  return revokeApprovalRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid RevokeApprovalRequest, else every issue with its path. */
export function checkRevokeApprovalRequest(x: unknown): GuardResult<RevokeApprovalRequest> {
  return revokeApprovalRequestGuard(x, ROOT, undefined) ? { success: true, data: x as RevokeApprovalRequest } : explain(revokeApprovalRequestGuard, x);
}
