// Code generated from schema/acp/acpCancelledPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpCancelledPermissionOutcome } from "../types/acpCancelledPermissionOutcome.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpCancelledPermissionOutcome: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpCancelledPermissionOutcomeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.outcome;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Missing required property \"outcome\"" }); }
    else {
      if (v1 !== "cancelled") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Invalid input: expected \"cancelled\"" }); }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpCancelledPermissionOutcome. */
export function isAcpCancelledPermissionOutcome(x: unknown): x is AcpCancelledPermissionOutcome {
  return acpCancelledPermissionOutcomeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpCancelledPermissionOutcome, else every issue with its path. */
export function checkAcpCancelledPermissionOutcome(x: unknown): GuardResult<AcpCancelledPermissionOutcome> {
  return acpCancelledPermissionOutcomeGuard(x, ROOT, undefined) ? { success: true, data: x as AcpCancelledPermissionOutcome } : explain(acpCancelledPermissionOutcomeGuard, x);
}
