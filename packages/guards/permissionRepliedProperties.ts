// Code generated from schema/permission/permissionRepliedProperties.schema.json. DO NOT EDIT.
import type { PermissionRepliedProperties } from "../types/permissionRepliedProperties.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionRepliedProperties: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionRepliedPropertiesGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); }
      else {
        if (!v2.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v3 = x.reply;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reply"], message: "Missing required property \"reply\"" }); }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v3, e)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "reply"); }
    }
    for (const k5 in x) {
      switch (k5) {
        case "sessionID": case "requestID": case "reply":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRepliedProperties. */
export function isPermissionRepliedProperties(x: unknown): x is PermissionRepliedProperties {
  return permissionRepliedPropertiesGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRepliedProperties, else every issue with its path. */
export function checkPermissionRepliedProperties(x: unknown): GuardResult<PermissionRepliedProperties> {
  const e: GuardIssue[] = [];
  return permissionRepliedPropertiesGuard(x, e) ? { success: true, data: x as PermissionRepliedProperties } : rejected(e);
}
