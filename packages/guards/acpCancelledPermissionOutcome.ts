// Code generated from schema/acp/acpCancelledPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpCancelledPermissionOutcome } from "../types/acpCancelledPermissionOutcome.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpCancelledPermissionOutcome: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpCancelledPermissionOutcomeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.outcome;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Missing required property \"outcome\"" }); if (first) return false; }
    else {
      if (v1 !== "cancelled") { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Invalid input: expected \"cancelled\"" }); if (first) return false; }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpCancelledPermissionOutcome. */
export function isAcpCancelledPermissionOutcome(x: unknown): x is AcpCancelledPermissionOutcome {
  return acpCancelledPermissionOutcomeGuard(x, undefined);
}

/** `x` itself when it is a valid AcpCancelledPermissionOutcome, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpCancelledPermissionOutcome(x: unknown, options?: CheckOptions): GuardResult<AcpCancelledPermissionOutcome> {
  const e: GuardIssue[] = [];
  return acpCancelledPermissionOutcomeGuard(x, e, options?.first) ? { success: true, data: x as AcpCancelledPermissionOutcome } : rejected(e);
}
