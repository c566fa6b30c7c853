// Code generated from schema/permission/askPermissionResponse.schema.json. DO NOT EDIT.
import type { AskPermissionResponse } from "../types/askPermissionResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionReplyGuard } from "./permissionReply.js";

const $re1 = new RegExp("^per", "u");

/** Checks AskPermissionResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function askPermissionResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid string: must match pattern ^per" }); }
      }
    }
    const v2 = x.outcome;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Missing required property \"outcome\"" }); }
    else {
      if (!(v2 === "allowed" || v2 === "denied" || v2 === "rejected" || v2 === "corrected")) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Invalid option: expected one of \"allowed\"|\"denied\"|\"rejected\"|\"corrected\"" }); }
    }
    const v3 = x.reply;
    if (v3 !== undefined) {
      if (!permissionReplyGuard(v3, e === undefined ? p : [...p, "reply"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x.message;
    if (v4 !== undefined) {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Invalid input: expected string" }); }
    }
    for (const k5 in x) {
      switch (k5) {
        case "id": case "outcome": case "reply": case "message":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AskPermissionResponse. */
export function isAskPermissionResponse(x: unknown): x is AskPermissionResponse {
  return askPermissionResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AskPermissionResponse, else every issue with its path. */
export function checkAskPermissionResponse(x: unknown): GuardResult<AskPermissionResponse> {
  return askPermissionResponseGuard(x, ROOT, undefined) ? { success: true, data: x as AskPermissionResponse } : explain(askPermissionResponseGuard, x);
}
