// Code generated from schema/acp/acpPermissionOptionKind.schema.json. DO NOT EDIT.
import type { AcpPermissionOptionKind } from "../types/acpPermissionOptionKind.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpPermissionOptionKind: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpPermissionOptionKindGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "allow_once" || x === "allow_always" || x === "reject_once" || x === "reject_always")) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"allow_once\"|\"allow_always\"|\"reject_once\"|\"reject_always\"" }); }
  return ok;
}

/** True when `x` is a valid AcpPermissionOptionKind. */
export function isAcpPermissionOptionKind(x: unknown): x is AcpPermissionOptionKind {
  return acpPermissionOptionKindGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpPermissionOptionKind, else every issue with its path. */
export function checkAcpPermissionOptionKind(x: unknown): GuardResult<AcpPermissionOptionKind> {
  return acpPermissionOptionKindGuard(x, ROOT, undefined) ? { success: true, data: x as AcpPermissionOptionKind } : explain(acpPermissionOptionKindGuard, x);
}
