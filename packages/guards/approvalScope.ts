// Code generated from schema/permission/approvalScope.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "../types/approvalScope.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ApprovalScope: `e` undefined answers only; else every issue is recorded in `e`. */
export function approvalScopeGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "session" || x === "project")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"session\"|\"project\"" }); }
  return ok;
}

/** True when `x` is a valid ApprovalScope. */
export function isApprovalScope(x: unknown): x is ApprovalScope {
  return approvalScopeGuard(x, undefined);
}

/** `x` itself when it is a valid ApprovalScope, else every issue with its path. */
export function checkApprovalScope(x: unknown): GuardResult<ApprovalScope> {
  const e: GuardIssue[] = [];
  return approvalScopeGuard(x, e) ? { success: true, data: x as ApprovalScope } : rejected(e);
}
