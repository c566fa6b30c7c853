// Code generated from schema/acp/acpPermissionOptionId.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionId } from "../types/acpPermissionOptionId.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpPermissionOptionId: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpPermissionOptionIdGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected string" }); }
  return ok;
}

/** True when `x` is a valid AcpPermissionOptionId. */
export function isAcpPermissionOptionId(x: unknown): x is AcpPermissionOptionId {
  return acpPermissionOptionIdGuard(x, undefined);
}

/** `x` itself when it is a valid AcpPermissionOptionId, else every issue with its path. */
export function checkAcpPermissionOptionId(x: unknown): GuardResult<AcpPermissionOptionId> {
  const e: GuardIssue[] = [];
  return acpPermissionOptionIdGuard(x, e) ? { success: true, data: x as AcpPermissionOptionId } : rejected(e);
}
