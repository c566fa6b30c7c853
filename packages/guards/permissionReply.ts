// Code generated from schema/permission/permissionReply.schema.json. DO NOT EDIT.
import type { PermissionReply } from "../types/permissionReply.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks PermissionReply: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionReplyGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "once" || x === "always" || x === "reject")) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"once\"|\"always\"|\"reject\"" }); }
  return ok;
}

/** True when `x` is a valid PermissionReply. */
export function isPermissionReply(x: unknown): x is PermissionReply {
  return permissionReplyGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionReply, else every issue with its path. */
export function checkPermissionReply(x: unknown): GuardResult<PermissionReply> {
  return permissionReplyGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionReply } : explain(permissionReplyGuard, x);
}
