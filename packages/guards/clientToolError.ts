// Code generated from schema/client/clientToolError.schema.json. DO NOT EDIT.
import type { ClientToolError } from "../types/clientToolError.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks ClientToolError: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolErrorGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Missing required property \"status\"" }); }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Invalid input: expected \"error\"" }); }
    }
    const v2 = x.error;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Missing required property \"error\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Invalid input: expected string" }); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "status": case "error":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolError. */
export function isClientToolError(x: unknown): x is ClientToolError {
  return clientToolErrorGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolError, else every issue with its path. */
export function checkClientToolError(x: unknown): GuardResult<ClientToolError> {
  return clientToolErrorGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolError } : explain(clientToolErrorGuard, x);
}
