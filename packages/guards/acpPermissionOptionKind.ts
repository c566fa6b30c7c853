// Code generated from schema/acp/acpPermissionOptionKind.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionKind } from "../types/acpPermissionOptionKind.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpPermissionOptionKind: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpPermissionOptionKindGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "allow_once" || x === "allow_always" || x === "reject_once" || x === "reject_always")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"allow_once\"|\"allow_always\"|\"reject_once\"|\"reject_always\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpPermissionOptionKind. */
export function isAcpPermissionOptionKind(x: unknown): x is AcpPermissionOptionKind {
  return acpPermissionOptionKindGuard(x, undefined);
}

/** `x` itself when it is a valid AcpPermissionOptionKind, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpPermissionOptionKind(x: unknown, options?: CheckOptions): GuardResult<AcpPermissionOptionKind> {
  const e: GuardIssue[] = [];
  return acpPermissionOptionKindGuard(x, e, options?.first) ? { success: true, data: x as AcpPermissionOptionKind } : rejected(e);
}
