// Code generated from schema/acp/acpSelectedPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpSelectedPermissionOutcome } from "../types/acpSelectedPermissionOutcome.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpPermissionOptionIdGuard } from "./acpPermissionOptionId.js";

/** Checks AcpSelectedPermissionOutcome: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpSelectedPermissionOutcomeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.outcome;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Missing required property \"outcome\"" }); if (first) return false; }
    else {
      if (v1 !== "selected") { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Invalid input: expected \"selected\"" }); if (first) return false; }
    }
    const v2 = x.optionId;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["optionId"], message: "Missing required property \"optionId\"" }); if (first) return false; }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!acpPermissionOptionIdGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "optionId"); if (first) return false; }
    }
    const v4 = x._meta;
    if (v4 !== undefined) {
      if (!((typeof v4 === "object" && v4 !== null && !Array.isArray(v4)) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpSelectedPermissionOutcome. */
export function isAcpSelectedPermissionOutcome(x: unknown): x is AcpSelectedPermissionOutcome {
  return acpSelectedPermissionOutcomeGuard(x, undefined);
}

/** `x` itself when it is a valid AcpSelectedPermissionOutcome, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpSelectedPermissionOutcome(x: unknown, options?: CheckOptions): GuardResult<AcpSelectedPermissionOutcome> {
  const e: GuardIssue[] = [];
  return acpSelectedPermissionOutcomeGuard(x, e, options?.first) ? { success: true, data: x as AcpSelectedPermissionOutcome } : rejected(e);
}
