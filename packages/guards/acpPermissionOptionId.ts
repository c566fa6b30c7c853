// Code generated from schema/acp/acpPermissionOptionId.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionId } from "../types/acpPermissionOptionId.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpPermissionOptionId: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpPermissionOptionIdGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected string" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpPermissionOptionId. */
export function isAcpPermissionOptionId(x: unknown): x is AcpPermissionOptionId {
  return acpPermissionOptionIdGuard(x, undefined);
}

/** `x` itself when it is a valid AcpPermissionOptionId, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpPermissionOptionId(x: unknown, options?: CheckOptions): GuardResult<AcpPermissionOptionId> {
  const e: GuardIssue[] = [];
  return acpPermissionOptionIdGuard(x, e, options?.first) ? { success: true, data: x as AcpPermissionOptionId } : rejected(e);
}
