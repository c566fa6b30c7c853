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
    const v4 = x.remember;
    if (v4 !== undefined) {
      if (typeof v4 !== "boolean") { if (e === undefined) return false; ok = false; e.push({ path: ["remember"], message: "Invalid input: expected boolean" }); }
    }
    const v5 = x.scope;
    if (v5 !== undefined) {
      const s6 = e === undefined ? 0 : e.length;
      if (!approvalScopeGuard(v5, e)) { if (e === undefined) return false; ok = false; appendPath(e, s6, "scope"); }
    }
    const v7 = x.expiresIn;
    if (v7 !== undefined) {
      if (typeof v7 !== "number" || !Number.isFinite(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); }
        if (v7 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too small: expected number to be >=1" }); }
        if (v7 > 31536000) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too big: expected number to be <=31536000" }); }
      }
    }
    for (const k8 in x) {
      switch (k8) {
        case "reply": case "message": case "remember": case "scope": case "expiresIn":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k8], message: `Unrecognized key "${k8}"` }); }
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
