// Code generated from schema/acp/acpRequestPermissionRequest.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionRequest } from "../types/acpRequestPermissionRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpPermissionOptionGuard } from "./acpPermissionOption.js";
import { acpSessionIdGuard } from "./acpSessionId.js";
import { acpToolCallUpdateGuard } from "./acpToolCallUpdate.js";

/** Checks AcpRequestPermissionRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpRequestPermissionRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionId"], message: "Missing required property \"sessionId\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!acpSessionIdGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "sessionId"); if (first) return false; }
    }
    const v3 = x.toolCall;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["toolCall"], message: "Missing required property \"toolCall\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!acpToolCallUpdateGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "toolCall"); if (first) return false; }
    }
    const v5 = x.options;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["options"], message: "Missing required property \"options\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["options"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          const s8 = e === undefined ? 0 : e.length;
          if (!acpPermissionOptionGuard(v7, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s8, i6, "options"); if (first) return false; }
        }
      }
    }
    const v9 = x._meta;
    if (v9 !== undefined) {
      if (!((typeof v9 === "object" && v9 !== null && !Array.isArray(v9)) || v9 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionRequest. */
export function isAcpRequestPermissionRequest(x: unknown): x is AcpRequestPermissionRequest {
  return acpRequestPermissionRequestGuard(x, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpRequestPermissionRequest(x: unknown, options?: CheckOptions): GuardResult<AcpRequestPermissionRequest> {
  const e: GuardIssue[] = [];
  return acpRequestPermissionRequestGuard(x, e, options?.first) ? { success: true, data: x as AcpRequestPermissionRequest } : rejected(e);
}
