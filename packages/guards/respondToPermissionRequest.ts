// Code generated from schema/permission/respondToPermissionRequest.schema.json. DO NOT EDIT.
import type { RespondToPermissionRequest } from "../types/respondToPermissionRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { approvalScopeGuard } from "./approvalScope.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks RespondToPermissionRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function respondToPermissionRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
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
    const v2 = x.permissionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permissionID"], message: "Missing required property \"permissionID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permissionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["permissionID"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
      }
    }
    const v3 = x.reply;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reply"], message: "Missing required property \"reply\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "reply"); if (first) return false; }
    }
    const v5 = x.message;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.remember;
    if (v6 !== undefined) {
      if (typeof v6 !== "boolean") { if (e === undefined) return false; ok = false; e.push({ path: ["remember"], message: "Invalid input: expected boolean" }); if (first) return false; }
    }
    const v7 = x.scope;
    if (v7 !== undefined) {
      const s8 = e === undefined ? 0 : e.length;
      if (!approvalScopeGuard(v7, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s8, "scope"); if (first) return false; }
    }
    const v9 = x.expiresIn;
    if (v9 !== undefined) {
      if (typeof v9 !== "number" || !Number.isFinite(v9)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v9)) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v9 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too small: expected number to be >=1" }); if (first) return false; }
        if (v9 > 31536000) { if (e === undefined) return false; ok = false; e.push({ path: ["expiresIn"], message: "Too big: expected number to be <=31536000" }); if (first) return false; }
      }
    }
    for (const k10 in x) {
      switch (k10) {
        case "sessionID": case "permissionID": case "reply": case "message": case "remember": case "scope": case "expiresIn":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k10], message: `Unrecognized key "${k10}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RespondToPermissionRequest. */
export function isRespondToPermissionRequest(x: unknown): x is RespondToPermissionRequest {
  return respondToPermissionRequestGuard(x, undefined);
}

/** `x` itself when it is a valid RespondToPermissionRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkRespondToPermissionRequest(x: unknown, options?: CheckOptions): GuardResult<RespondToPermissionRequest> {
  const e: GuardIssue[] = [];
  return respondToPermissionRequestGuard(x, e, options?.first) ? { success: true, data: x as RespondToPermissionRequest } : rejected(e);
}
