// Code generated from schema/acp/acpRequestPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionOutcome } from "../types/acpRequestPermissionOutcome.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpCancelledPermissionOutcomeGuard } from "./acpCancelledPermissionOutcome.js";
import { acpSelectedPermissionOutcomeGuard } from "./acpSelectedPermissionOutcome.js";

/** Checks AcpRequestPermissionOutcome: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpRequestPermissionOutcomeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else switch (x.outcome) {
    case "cancelled": {
      if (!acpCancelledPermissionOutcomeGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "selected": {
      if (!acpSelectedPermissionOutcomeGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outcome"], message: "Invalid discriminator value: expected \"cancelled\" | \"selected\"" }); }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionOutcome. */
export function isAcpRequestPermissionOutcome(x: unknown): x is AcpRequestPermissionOutcome {
  return acpRequestPermissionOutcomeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionOutcome, else every issue with its path. */
export function checkAcpRequestPermissionOutcome(x: unknown): GuardResult<AcpRequestPermissionOutcome> {
  return acpRequestPermissionOutcomeGuard(x, ROOT, undefined) ? { success: true, data: x as AcpRequestPermissionOutcome } : explain(acpRequestPermissionOutcomeGuard, x);
}
