// Code generated from schema/permission/approvalScope.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "../types/approvalScope.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks ApprovalScope: `e` undefined answers only; else issues are recorded under path `p`. */
export function approvalScopeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "session" || x === "project")) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"session\"|\"project\"" }); }
  return ok;
}

/** True when `x` is a valid ApprovalScope. */
export function isApprovalScope(x: unknown): x is ApprovalScope {
  return approvalScopeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ApprovalScope, else every issue with its path. */
export function checkApprovalScope(x: unknown): GuardResult<ApprovalScope> {
  return approvalScopeGuard(x, ROOT, undefined) ? { success: true, data: x as ApprovalScope } : explain(approvalScopeGuard, x);
}
