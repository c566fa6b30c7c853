// Code generated from schema/acp/acpRequestPermissionRequest.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionRequest } from "../types/acpRequestPermissionRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpPermissionOptionGuard } from "./acpPermissionOption.js";
import { acpSessionIdGuard } from "./acpSessionId.js";
import { acpToolCallUpdateGuard } from "./acpToolCallUpdate.js";

/** Checks AcpRequestPermissionRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpRequestPermissionRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.sessionId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionId"], message: "Missing required property \"sessionId\"" }); }
    else {
      if (!acpSessionIdGuard(v1, e === undefined ? p : [...p, "sessionId"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.toolCall;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "toolCall"], message: "Missing required property \"toolCall\"" }); }
    else {
      if (!acpToolCallUpdateGuard(v2, e === undefined ? p : [...p, "toolCall"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v3 = x.options;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "options"], message: "Missing required property \"options\"" }); }
    else {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "options"], message: "Invalid input: expected array" }); }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (!acpPermissionOptionGuard(v5, e === undefined ? p : [...p, "options", i4], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    const v6 = x._meta;
    if (v6 !== undefined) {
      if (!((typeof v6 === "object" && v6 !== null && !Array.isArray(v6)) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionRequest. */
export function isAcpRequestPermissionRequest(x: unknown): x is AcpRequestPermissionRequest {
  return acpRequestPermissionRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionRequest, else every issue with its path. */
export function checkAcpRequestPermissionRequest(x: unknown): GuardResult<AcpRequestPermissionRequest> {
  return acpRequestPermissionRequestGuard(x, ROOT, undefined) ? { success: true, data: x as AcpRequestPermissionRequest } : explain(acpRequestPermissionRequestGuard, x);
}
