// Code generated from schema/acp/acpRole.schema.json. DO NOT EDIT.
import type { AcpRole } from "../types/acpRole.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpRole: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpRoleGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "assistant" || x === "user")) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"assistant\"|\"user\"" }); }
  return ok;
}

/** True when `x` is a valid AcpRole. */
export function isAcpRole(x: unknown): x is AcpRole {
  return acpRoleGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpRole, else every issue with its path. */
export function checkAcpRole(x: unknown): GuardResult<AcpRole> {
  return acpRoleGuard(x, ROOT, undefined) ? { success: true, data: x as AcpRole } : explain(acpRoleGuard, x);
}
