// Code generated from schema/permission/permissionToolContext.schema.json. DO NOT EDIT.
import type { PermissionToolContext } from "../types/permissionToolContext.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks PermissionToolContext: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionToolContextGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.messageID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); }
      else {
        if (!v1.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); }
      }
    }
    const v2 = x.callID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Missing required property \"callID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Invalid input: expected string" }); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "messageID": case "callID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionToolContext. */
export function isPermissionToolContext(x: unknown): x is PermissionToolContext {
  return permissionToolContextGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionToolContext, else every issue with its path. */
export function checkPermissionToolContext(x: unknown): GuardResult<PermissionToolContext> {
  const e: GuardIssue[] = [];
  return permissionToolContextGuard(x, e) ? { success: true, data: x as PermissionToolContext } : rejected(e);
}
