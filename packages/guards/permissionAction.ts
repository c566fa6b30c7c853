// Code generated from schema/permission/permissionAction.schema.json. DO NOT EDIT.
import type { PermissionAction } from "../types/permissionAction.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks PermissionAction: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionActionGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "allow" || x === "ask" || x === "deny")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"allow\"|\"ask\"|\"deny\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid PermissionAction. */
export function isPermissionAction(x: unknown): x is PermissionAction {
  return permissionActionGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionAction, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionAction(x: unknown, options?: CheckOptions): GuardResult<PermissionAction> {
  const e: GuardIssue[] = [];
  return permissionActionGuard(x, e, options?.first) ? { success: true, data: x as PermissionAction } : rejected(e);
}
