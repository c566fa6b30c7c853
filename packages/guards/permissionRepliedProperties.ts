// Code generated from schema/permission/permissionRepliedProperties.schema.json. DO NOT EDIT.
import type { PermissionRepliedProperties } from "../types/permissionRepliedProperties.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

const $re1 = new RegExp("^ses", "u");

const $re2 = new RegExp("^per", "u");

/** Checks PermissionRepliedProperties: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionRepliedPropertiesGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re2.test(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v3 = x.reply;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "reply"], message: "Missing required property \"reply\"" }); }
    else {
      if (!permissionReplyGuard(v3, e === undefined ? p : [...p, "reply"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "sessionID": case "requestID": case "reply":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRepliedProperties. */
export function isPermissionRepliedProperties(x: unknown): x is PermissionRepliedProperties {
  return permissionRepliedPropertiesGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionRepliedProperties, else every issue with its path. */
export function checkPermissionRepliedProperties(x: unknown): GuardResult<PermissionRepliedProperties> {
  return permissionRepliedPropertiesGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionRepliedProperties } : explain(permissionRepliedPropertiesGuard, x);
}
