// Code generated from schema/permission/permissionRepliedProperties.schema.json. DO NOT EDIT.
import type { PermissionRepliedProperties } from "../types/permissionRepliedProperties.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionRepliedProperties: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionRepliedPropertiesGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
      }
    }
    const v3 = x.reply;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reply"], message: "Missing required property \"reply\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "reply"); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "sessionID": case "requestID": case "reply":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRepliedProperties. */
export function isPermissionRepliedProperties(x: unknown): x is PermissionRepliedProperties {
  return permissionRepliedPropertiesGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRepliedProperties, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionRepliedProperties(x: unknown, options?: CheckOptions): GuardResult<PermissionRepliedProperties> {
  const e: GuardIssue[] = [];
  return permissionRepliedPropertiesGuard(x, e, options?.first) ? { success: true, data: x as PermissionRepliedProperties } : rejected(e);
}
