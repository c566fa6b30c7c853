// Code generated from schema/acp/acpPermissionOptionId.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionId } from "../types/acpPermissionOptionId.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpPermissionOptionId: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpPermissionOptionIdGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected string" }); }
  return ok;
}

/** True when `x` is a valid AcpPermissionOptionId. */
export function isAcpPermissionOptionId(x: unknown): x is AcpPermissionOptionId {
  return acpPermissionOptionIdGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpPermissionOptionId, else every issue with its path. */
export function checkAcpPermissionOptionId(x: unknown): GuardResult<AcpPermissionOptionId> {
  return acpPermissionOptionIdGuard(x, ROOT, undefined) ? { success: true, data: x as AcpPermissionOptionId } : explain(acpPermissionOptionIdGuard, x);
}
