// Code generated from schema/client/clientToolError.schema.json. DO NOT EDIT.
import type { ClientToolError } from "../types/clientToolError.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ClientToolError: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolErrorGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"error\"" }); if (first) return false; }
    }
    const v2 = x.error;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "status": case "error":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolError. */
export function isClientToolError(x: unknown): x is ClientToolError {
  return clientToolErrorGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolError, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolError(x: unknown, options?: CheckOptions): GuardResult<ClientToolError> {
  const e: GuardIssue[] = [];
  return clientToolErrorGuard(x, e, options?.first) ? { success: true, data: x as ClientToolError } : rejected(e);
}
