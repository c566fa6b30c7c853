// Code generated from schema/permission/permissionReply.schema.json. DO NOT EDIT.
import type { PermissionReply } from "../types/permissionReply.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks PermissionReply: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionReplyGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "once" || x === "always" || x === "reject")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"once\"|\"always\"|\"reject\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid PermissionReply. */
export function isPermissionReply(x: unknown): x is PermissionReply {
  return permissionReplyGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionReply, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionReply(x: unknown, options?: CheckOptions): GuardResult<PermissionReply> {
  const e: GuardIssue[] = [];
  return permissionReplyGuard(x, e, options?.first) ? { success: true, data: x as PermissionReply } : rejected(e);
}
