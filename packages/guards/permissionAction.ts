// Code generated from schema/permission/permissionAction.schema.json. DO NOT EDIT.
import type { PermissionAction } from "../types/permissionAction.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks PermissionAction: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionActionGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "allow" || x === "ask" || x === "deny")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"allow\"|\"ask\"|\"deny\"" }); }
  return ok;
}

/** True when `x` is a valid PermissionAction. */
export function isPermissionAction(x: unknown): x is PermissionAction {
  return permissionActionGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionAction, else every issue with its path. */
export function checkPermissionAction(x: unknown): GuardResult<PermissionAction> {
  const e: GuardIssue[] = [];
  return permissionActionGuard(x, e) ? { success: true, data: x as PermissionAction } : rejected(e);
}
