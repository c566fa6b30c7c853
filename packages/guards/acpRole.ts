// Code generated from schema/acp/acpRole.schema.json. DO NOT EDIT.
import type { AcpRole } from "../types/acpRole.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpRole: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpRoleGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "assistant" || x === "user")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"assistant\"|\"user\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpRole. */
export function isAcpRole(x: unknown): x is AcpRole {
  return acpRoleGuard(x, undefined);
}

/** `x` itself when it is a valid AcpRole, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpRole(x: unknown, options?: CheckOptions): GuardResult<AcpRole> {
  const e: GuardIssue[] = [];
  return acpRoleGuard(x, e, options?.first) ? { success: true, data: x as AcpRole } : rejected(e);
}
