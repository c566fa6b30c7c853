// Code generated from schema/permission/approvalScope.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "../types/approvalScope.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ApprovalScope: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function approvalScopeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "session" || x === "project")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"session\"|\"project\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid ApprovalScope. */
export function isApprovalScope(x: unknown): x is ApprovalScope {
  return approvalScopeGuard(x, undefined);
}

/** `x` itself when it is a valid ApprovalScope, else every issue with its path (only the first with `{ first: true }`). */
export function checkApprovalScope(x: unknown, options?: CheckOptions): GuardResult<ApprovalScope> {
  const e: GuardIssue[] = [];
  return approvalScopeGuard(x, e, options?.first) ? { success: true, data: x as ApprovalScope } : rejected(e);
}
