// Code generated from schema/permission/permissionReplyBody.schema.json. DO NOT EDIT.
import type { PermissionReplyBody } from "../types/permissionReplyBody.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionReplyBody: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionReplyBodyGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.reply;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reply"], message: "Missing required property \"reply\"" }); }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "reply"); }
    }
    const v3 = x.message;
    if (v3 !== undefined) {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.scope;
    if (v4 !== undefined) {
      const s5 = e === undefined ? 0 : e.length;
      if (!approvalScopeGuard(v4, e)) { if (e === undefined) return false; ok = false; appendPath(e, s5, "scope"); }
    }
    const v6 = x.expiresIn;
    if (v6 !== undefined) {
      if (typeof v6 !== "number" || !Number.isFinite(v6)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v6)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); }
        if (v6 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too small: expected number to be >=1" }); }
        if (v6 > 31536000) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too big: expected number to be <=31536000" }); }
      }
    }
    for (const k7 in x) {
      switch (k7) {
        case "reply": case "message": case "scope": case "expiresIn":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionReplyBody. */
export function isPermissionReplyBody(x: unknown): x is PermissionReplyBody {
  return permissionReplyBodyGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionReplyBody, else every issue with its path. */
export function checkPermissionReplyBody(x: unknown): GuardResult<PermissionReplyBody> {
  const e: GuardIssue[] = [];
  return permissionReplyBodyGuard(x, e) ? { success: true, data: x as PermissionReplyBody } : rejected(e);
}
