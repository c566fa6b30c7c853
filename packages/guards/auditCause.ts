// Code generated from schema/permission/auditCause.schema.json. DO NOT EDIT.
import type { AuditCause } from "../types/auditCause.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

const $set1 = new Set<unknown>(["rule", "approval", "risk", "default", "reply", "cascade", "timeout", "cancel", "shutdown", "revoke"]);

/** Checks AuditCause: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function auditCauseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"rule\"|\"approval\"|\"risk\"|\"default\"|\"reply\"|\"cascade\"|\"timeout\"|\"cancel\"|\"shutdown\"|\"revoke\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AuditCause. */
export function isAuditCause(x: unknown): x is AuditCause {
  return auditCauseGuard(x, undefined);
}

/** `x` itself when it is a valid AuditCause, else every issue with its path (only the first with `{ first: true }`). */
export function checkAuditCause(x: unknown, options?: CheckOptions): GuardResult<AuditCause> {
  const e: GuardIssue[] = [];
  return auditCauseGuard(x, e, options?.first) ? { success: true, data: x as AuditCause } : rejected(e);
}
