// Code generated from schema/permission/permissionToolContext.schema.json. DO NOT EDIT.
import type { PermissionToolContext } from "../types/permissionToolContext.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks PermissionToolContext: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionToolContextGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.messageID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); if (first) return false; }
      }
    }
    const v2 = x.callID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Missing required property \"callID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "messageID": case "callID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionToolContext. */
export function isPermissionToolContext(x: unknown): x is PermissionToolContext {
  return permissionToolContextGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionToolContext, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionToolContext(x: unknown, options?: CheckOptions): GuardResult<PermissionToolContext> {
  const e: GuardIssue[] = [];
  return permissionToolContextGuard(x, e, options?.first) ? { success: true, data: x as PermissionToolContext } : rejected(e);
}
