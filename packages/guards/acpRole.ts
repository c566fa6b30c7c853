// Code generated from schema/acp/acpRole.schema.json. DO NOT EDIT.
import type { AcpRole } from "../types/acpRole.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpRole: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpRoleGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "assistant" || x === "user")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"assistant\"|\"user\"" }); }
  return ok;
}

/** True when `x` is a valid AcpRole. */
export function isAcpRole(x: unknown): x is AcpRole {
  return acpRoleGuard(x, undefined);
}

/** `x` itself when it is a valid AcpRole, else every issue with its path. */
export function checkAcpRole(x: unknown): GuardResult<AcpRole> {
  const e: GuardIssue[] = [];
  return acpRoleGuard(x, e) ? { success: true, data: x as AcpRole } : rejected(e);
}
