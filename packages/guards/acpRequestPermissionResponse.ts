// Code generated from schema/acp/acpRequestPermissionResponse.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionResponse } from "../types/acpRequestPermissionResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpRequestPermissionOutcomeGuard } from "./acpRequestPermissionOutcome.js";

/** Checks AcpRequestPermissionResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpRequestPermissionResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.outcome;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Missing required property \"outcome\"" }); }
    else {
      if (!acpRequestPermissionOutcomeGuard(v1, e === undefined ? p : [...p, "outcome"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x._meta;
    if (v2 !== undefined) {
      if (!((typeof v2 === "object" && v2 !== null && !Array.isArray(v2)) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionResponse. */
export function isAcpRequestPermissionResponse(x: unknown): x is AcpRequestPermissionResponse {
  return acpRequestPermissionResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionResponse, else every issue with its path. */
export function checkAcpRequestPermissionResponse(x: unknown): GuardResult<AcpRequestPermissionResponse> {
  return acpRequestPermissionResponseGuard(x, ROOT, undefined) ? { success: true, data: x as AcpRequestPermissionResponse } : explain(acpRequestPermissionResponseGuard, x);
}
