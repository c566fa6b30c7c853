// Code generated from schema/client/clientToolOutcome.schema.json. DO NOT EDIT.
import type { ClientToolOutcome } from "../types/clientToolOutcome.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolErrorGuard } from "./clientToolError.js";
import { clientToolResultGuard } from "./clientToolResult.js";

/** Checks ClientToolOutcome: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolOutcomeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else switch (x.status) {
    case "success": {
      if (!clientToolResultGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "error": {
      if (!clientToolErrorGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Invalid discriminator value: expected \"success\" | \"error\"" }); }
  }
  return ok;
}

/** True when `x` is a valid ClientToolOutcome. */
export function isClientToolOutcome(x: unknown): x is ClientToolOutcome {
  return clientToolOutcomeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolOutcome, else every issue with its path. */
export function checkClientToolOutcome(x: unknown): GuardResult<ClientToolOutcome> {
  return clientToolOutcomeGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolOutcome } : explain(clientToolOutcomeGuard, x);
}
