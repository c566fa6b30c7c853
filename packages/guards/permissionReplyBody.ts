// Code generated from schema/permission/permissionReplyBody.schema.json. DO NOT EDIT.
import type { PermissionReplyBody } from "../types/permissionReplyBody.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks PermissionReplyBody: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionReplyBodyGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.reply;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reply"], message: "Missing required property \"reply\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "reply"); if (first) return false; }
    }
    const v3 = x.message;
    if (v3 !== undefined) {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.remember;
    if (v4 !== undefined) {
      if (typeof v4 !== "boolean") { if (e === undefined) return false; ok = false; e.push({ path: ["remember"], message: "Invalid input: expected boolean" }); if (first) return false; }
    }
    const v5 = x.scope;
    if (v5 !== undefined) {
      const s6 = e === undefined ? 0 : e.length;
      if (!approvalScopeGuard(v5, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s6, "scope"); if (first) return false; }
    }
    const v7 = x.expiresIn;
    if (v7 !== undefined) {
      if (typeof v7 !== "number" || !Number.isFinite(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v7 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too small: expected number to be >=1" }); if (first) return false; }
        if (v7 > 31536000) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too big: expected number to be <=31536000" }); if (first) return false; }
      }
    }
    for (const k8 in x) {
      switch (k8) {
        case "reply": case "message": case "remember": case "scope": case "expiresIn":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k8], message: `Unrecognized key "${k8}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionReplyBody. */
export function isPermissionReplyBody(x: unknown): x is PermissionReplyBody {
  return permissionReplyBodyGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionReplyBody, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionReplyBody(x: unknown, options?: CheckOptions): GuardResult<PermissionReplyBody> {
  const e: GuardIssue[] = [];
  return permissionReplyBodyGuard(x, e, options?.first) ? { success: true, data: x as PermissionReplyBody } : rejected(e);
}
