// Code generated from schema/acp/acpRequestPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionOutcome } from "../types/acpRequestPermissionOutcome.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpCancelledPermissionOutcomeGuard } from "./acpCancelledPermissionOutcome.js";
import { acpSelectedPermissionOutcomeGuard } from "./acpSelectedPermissionOutcome.js";

/** Checks AcpRequestPermissionOutcome: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpRequestPermissionOutcomeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.outcome) {
    case "cancelled": {
      if (!acpCancelledPermissionOutcomeGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "selected": {
      if (!acpSelectedPermissionOutcomeGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Invalid discriminator value: expected \"cancelled\" | \"selected\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionOutcome. */
export function isAcpRequestPermissionOutcome(x: unknown): x is AcpRequestPermissionOutcome {
  return acpRequestPermissionOutcomeGuard(x, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionOutcome, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpRequestPermissionOutcome(x: unknown, options?: CheckOptions): GuardResult<AcpRequestPermissionOutcome> {
  const e: GuardIssue[] = [];
  return acpRequestPermissionOutcomeGuard(x, e, options?.first) ? { success: true, data: x as AcpRequestPermissionOutcome } : rejected(e);
}
