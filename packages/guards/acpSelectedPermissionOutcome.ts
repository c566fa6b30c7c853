// Code generated from schema/acp/acpSelectedPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpSelectedPermissionOutcome } from "../types/acpSelectedPermissionOutcome.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpPermissionOptionIdGuard } from "./acpPermissionOptionId.js";

/** Checks AcpSelectedPermissionOutcome: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpSelectedPermissionOutcomeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.outcome;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Missing required property \"outcome\"" }); }
    else {
      if (v1 !== "selected") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Invalid input: expected \"selected\"" }); }
    }
    const v2 = x.optionId;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "optionId"], message: "Missing required property \"optionId\"" }); }
    else {
      if (!acpPermissionOptionIdGuard(v2, e === undefined ? p : [...p, "optionId"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v3 = x._meta;
    if (v3 !== undefined) {
      if (!((typeof v3 === "object" && v3 !== null && !Array.isArray(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpSelectedPermissionOutcome. */
export function isAcpSelectedPermissionOutcome(x: unknown): x is AcpSelectedPermissionOutcome {
  return acpSelectedPermissionOutcomeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpSelectedPermissionOutcome, else every issue with its path. */
export function checkAcpSelectedPermissionOutcome(x: unknown): GuardResult<AcpSelectedPermissionOutcome> {
  return acpSelectedPermissionOutcomeGuard(x, ROOT, undefined) ? { success: true, data: x as AcpSelectedPermissionOutcome } : explain(acpSelectedPermissionOutcomeGuard, x);
}
