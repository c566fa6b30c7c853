// Code generated from schema/permission/auditDecision.schema.json. DO NOT EDIT.
import type { AuditDecision } from "../types/auditDecision.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AuditDecision: `e` undefined answers only; else issues are recorded under path `p`. */
export function auditDecisionGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "allow" || x === "deny" || x === "ask" || x === "revoke")) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"allow\"|\"deny\"|\"ask\"|\"revoke\"" }); }
  return ok;
}

/** True when `x` is a valid AuditDecision. */
export function isAuditDecision(x: unknown): x is AuditDecision {
  return auditDecisionGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AuditDecision, else every issue with its path. */
export function checkAuditDecision(x: unknown): GuardResult<AuditDecision> {
  return auditDecisionGuard(x, ROOT, undefined) ? { success: true, data: x as AuditDecision } : explain(auditDecisionGuard, x);
}
