// Code generated from schema/permission/permissionReplyBody.schema.json. DO NOT EDIT.
import type { PermissionReplyBody } from "../types/permissionReplyBody.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionReplyBody: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionReplyBodyGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.reply;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "reply"], message: "Missing required property \"reply\"" }); }
    else {
      if (!permissionReplyGuard(v1, e === undefined ? p : [...p, "reply"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.message;
    if (v2 !== undefined) {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.scope;
    if (v3 !== undefined) {
      if (!approvalScopeGuard(v3, e === undefined ? p : [...p, "scope"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x.expiresIn;
    if (v4 !== undefined) {
      if (typeof v4 !== "number" || !Number.isFinite(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Invalid input: expected integer" }); }
        if (v4 < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Too small: expected number to be >=1" }); }
        if (v4 > 31536000) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Too big: expected number to be <=31536000" }); }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "reply": case "message": case "scope": case "expiresIn":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionReplyBody. */
export function isPermissionReplyBody(x: unknown): x is PermissionReplyBody {
  return permissionReplyBodyGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionReplyBody, else every issue with its path. */
export function checkPermissionReplyBody(x: unknown): GuardResult<PermissionReplyBody> {
  return permissionReplyBodyGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionReplyBody } : explain(permissionReplyBodyGuard, x);
}
