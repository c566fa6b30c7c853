// Code generated from schema/client/clientToolError.schema.json. DO NOT EDIT.
import type { ClientToolError } from "../types/clientToolError.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ClientToolError: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolErrorGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"error\"" }); }
    }
    const v2 = x.error;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Invalid input: expected string" }); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "status": case "error":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolError. */
export function isClientToolError(x: unknown): x is ClientToolError {
  return clientToolErrorGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolError, else every issue with its path. */
export function checkClientToolError(x: unknown): GuardResult<ClientToolError> {
  const e: GuardIssue[] = [];
  return clientToolErrorGuard(x, e) ? { success: true, data: x as ClientToolError } : rejected(e);
}
