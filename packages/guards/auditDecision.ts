// Code generated from schema/permission/auditDecision.schema.json. DO NOT EDIT.
import type { AuditDecision } from "../types/auditDecision.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AuditDecision: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function auditDecisionGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "allow" || x === "deny" || x === "ask" || x === "revoke")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"allow\"|\"deny\"|\"ask\"|\"revoke\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AuditDecision. */
export function isAuditDecision(x: unknown): x is AuditDecision {
  return auditDecisionGuard(x, undefined);
}

/** `x` itself when it is a valid AuditDecision, else every issue with its path (only the first with `{ first: true }`). */
export function checkAuditDecision(x: unknown, options?: CheckOptions): GuardResult<AuditDecision> {
  const e: GuardIssue[] = [];
  return auditDecisionGuard(x, e, options?.first) ? { success: true, data: x as AuditDecision } : rejected(e);
}
