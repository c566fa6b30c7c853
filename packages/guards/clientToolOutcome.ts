// Code generated from schema/client/clientToolOutcome.schema.json. DO NOT EDIT.
import type { ClientToolOutcome } from "../types/clientToolOutcome.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { clientToolErrorGuard } from "./clientToolError.js";
import { clientToolResultGuard } from "./clientToolResult.js";

/** Checks ClientToolOutcome: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolOutcomeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.status) {
    case "success": {
      if (!clientToolResultGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "error": {
      if (!clientToolErrorGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid discriminator value: expected \"success\" | \"error\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid ClientToolOutcome. */
export function isClientToolOutcome(x: unknown): x is ClientToolOutcome {
  return clientToolOutcomeGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolOutcome, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolOutcome(x: unknown, options?: CheckOptions): GuardResult<ClientToolOutcome> {
  const e: GuardIssue[] = [];
  return clientToolOutcomeGuard(x, e, options?.first) ? { success: true, data: x as ClientToolOutcome } : rejected(e);
}
