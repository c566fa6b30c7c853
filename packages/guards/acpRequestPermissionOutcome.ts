// Code generated from schema/acp/acpRequestPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionOutcome } from "../types/acpRequestPermissionOutcome.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpCancelledPermissionOutcomeGuard } from "./acpCancelledPermissionOutcome.js";
import { acpSelectedPermissionOutcomeGuard } from "./acpSelectedPermissionOutcome.js";

/** Checks AcpRequestPermissionOutcome: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpRequestPermissionOutcomeGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.outcome) {
    case "cancelled": {
      if (!acpCancelledPermissionOutcomeGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "selected": {
      if (!acpSelectedPermissionOutcomeGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["outcome"], message: "Invalid discriminator value: expected \"cancelled\" | \"selected\"" }); }
  }
  return ok;
}

/** True when `x` is a valid AcpRequestPermissionOutcome. */
export function isAcpRequestPermissionOutcome(x: unknown): x is AcpRequestPermissionOutcome {
  return acpRequestPermissionOutcomeGuard(x, undefined);
}

/** `x` itself when it is a valid AcpRequestPermissionOutcome, else every issue with its path. */
export function checkAcpRequestPermissionOutcome(x: unknown): GuardResult<AcpRequestPermissionOutcome> {
  const e: GuardIssue[] = [];
  return acpRequestPermissionOutcomeGuard(x, e) ? { success: true, data: x as AcpRequestPermissionOutcome } : rejected(e);
}
