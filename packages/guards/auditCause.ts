// Code generated from schema/permission/auditCause.schema.json. DO NOT EDIT.
import type { AuditCause } from "../types/auditCause.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

const $set1 = new Set<unknown>(["rule", "approval", "risk", "default", "reply", "cascade", "timeout", "cancel", "shutdown", "revoke"]);

/** Checks AuditCause: `e` undefined answers only; else issues are recorded under path `p`. */
export function auditCauseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"rule\"|\"approval\"|\"risk\"|\"default\"|\"reply\"|\"cascade\"|\"timeout\"|\"cancel\"|\"shutdown\"|\"revoke\"" }); }
  return ok;
}

/** True when `x` is a valid AuditCause. */
export function isAuditCause(x: unknown): x is AuditCause {
  return auditCauseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AuditCause, else every issue with its path. */
export function checkAuditCause(x: unknown): GuardResult<AuditCause> {
  return auditCauseGuard(x, ROOT, undefined) ? { success: true, data: x as AuditCause } : explain(auditCauseGuard, x);
}
