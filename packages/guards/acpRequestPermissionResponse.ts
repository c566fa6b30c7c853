// Code generated from schema/acp/acpRequestPermissionResponse.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionResponse } from "../types/acpRequestPermissionResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpRequestPermissionOutcomeGuard } from "./acpRequestPermissionOutcome.js";

/** Checks AcpRequestPermissionResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpRequestPermissionResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.outcome;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Missing required property \"outcome\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!acpRequestPermissionOutcomeGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "outcome"); if (first) return false; }
    }
    const v3 = x._meta;
    if (v3 !== undefined) {
      if (!((typeof v3 === "object" && v3 !== null && !Array.isArray(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionResponse. */
export function isAcpRequestPermissionResponse(x: unknown): x is AcpRequestPermissionResponse {
  return acpRequestPermissionResponseGuard(x, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpRequestPermissionResponse(x: unknown, options?: CheckOptions): GuardResult<AcpRequestPermissionResponse> {
  const e: GuardIssue[] = [];
  return acpRequestPermissionResponseGuard(x, e, options?.first) ? { success: true, data: x as AcpRequestPermissionResponse } : rejected(e);
}
