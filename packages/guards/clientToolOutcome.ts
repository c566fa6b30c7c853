// Code generated from schema/client/clientToolOutcome.schema.json. DO NOT EDIT.
import type { ClientToolOutcome } from "../types/clientToolOutcome.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { clientToolErrorGuard } from "./clientToolError.js";
import { clientToolResultGuard } from "./clientToolResult.js";

/** Checks ClientToolOutcome: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolOutcomeGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.status) {
    case "success": {
      if (!clientToolResultGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "error": {
      if (!clientToolErrorGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid discriminator value: expected \"success\" | \"error\"" }); }
  }
  return ok;
}

/** True when `x` is a valid ClientToolOutcome. */
export function isClientToolOutcome(x: unknown): x is ClientToolOutcome {
  return clientToolOutcomeGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolOutcome, else every issue with its path. */
export function checkClientToolOutcome(x: unknown): GuardResult<ClientToolOutcome> {
  const e: GuardIssue[] = [];
  return clientToolOutcomeGuard(x, e) ? { success: true, data: x as ClientToolOutcome } : rejected(e);
}
