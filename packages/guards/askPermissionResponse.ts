// Code generated from schema/permission/askPermissionResponse.schema.json. DO NOT EDIT.
import type { AskPermissionResponse } from "../types/askPermissionResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

/** Checks AskPermissionResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function askPermissionResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("per")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^per" }); if (first) return false; }
      }
    }
    const v2 = x.outcome;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Missing required property \"outcome\"" }); if (first) return false; }
    else {
      if (!(v2 === "allowed" || v2 === "denied" || v2 === "rejected" || v2 === "corrected")) { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Invalid option: expected one of \"allowed\"|\"denied\"|\"rejected\"|\"corrected\"" }); if (first) return false; }
    }
    const v3 = x.reply;
    if (v3 !== undefined) {
      const s4 = e === undefined ? 0 : e.length;
      if (!permissionReplyGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "reply"); if (first) return false; }
    }
    const v5 = x.message;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k6 in x) {
      switch (k6) {
        case "id": case "outcome": case "reply": case "message":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AskPermissionResponse. */
export function isAskPermissionResponse(x: unknown): x is AskPermissionResponse {
  return askPermissionResponseGuard(x, undefined);
}

/** `x` itself when it is a valid AskPermissionResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkAskPermissionResponse(x: unknown, options?: CheckOptions): GuardResult<AskPermissionResponse> {
  const e: GuardIssue[] = [];
  return askPermissionResponseGuard(x, e, options?.first) ? { success: true, data: x as AskPermissionResponse } : rejected(e);
}
