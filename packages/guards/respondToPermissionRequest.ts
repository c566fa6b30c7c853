// Code generated from schema/permission/respondToPermissionRequest.schema.json. DO NOT EDIT.
import type { RespondToPermissionRequest } from "../types/respondToPermissionRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { permissionReplyGuard } from "./permissionReply.js";

const $re1 = new RegExp("^ses", "u");

const $re2 = new RegExp("^per", "u");

/** Checks RespondToPermissionRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function respondToPermissionRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
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
    const v2 = x.permissionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissionID"], message: "Missing required property \"permissionID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re2.test(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissionID"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v3 = x.reply;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "reply"], message: "Missing required property \"reply\"" }); }
    else {
      if (!permissionReplyGuard(v3, e === undefined ? p : [...p, "reply"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x.message;
    if (v4 !== undefined) {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Invalid input: expected string" }); }
    }
    const v5 = x.scope;
    if (v5 !== undefined) {
      if (!approvalScopeGuard(v5, e === undefined ? p : [...p, "scope"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v6 = x.expiresIn;
    if (v6 !== undefined) {
      if (typeof v6 !== "number" || !Number.isFinite(v6)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v6)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Invalid input: expected integer" }); }
        if (v6 < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Too small: expected number to be >=1" }); }
        if (v6 > 31536000) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "expiresIn"], message: "Too big: expected number to be <=31536000" }); }
      }
    }
    for (const k7 in x) {
      switch (k7) {
        case "sessionID": case "permissionID": case "reply": case "message": case "scope": case "expiresIn":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k7], message: `Unrecognized key "${k7}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RespondToPermissionRequest. */
export function isRespondToPermissionRequest(x: unknown): x is RespondToPermissionRequest {
  return respondToPermissionRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid RespondToPermissionRequest, else every issue with its path. */
export function checkRespondToPermissionRequest(x: unknown): GuardResult<RespondToPermissionRequest> {
  return respondToPermissionRequestGuard(x, ROOT, undefined) ? { success: true, data: x as RespondToPermissionRequest } : explain(respondToPermissionRequestGuard, x);
}
