// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.
import type { ClientToolsErrorMessage } from "../types/clientToolsErrorMessage.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { serverErrorCodeGuard } from "./serverErrorCode.js";

/** Checks ClientToolsErrorMessage: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolsErrorMessageGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"error\"" }); }
    }
    const v2 = x.error;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Missing required property \"error\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "error"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.code;
    if (v3 !== undefined) {
      if (!serverErrorCodeGuard(v3, e === undefined ? p : [...p, "code"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x.requestID;
    if (v4 !== undefined) {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid input: expected string" }); }
    }
    for (const k5 in x) {
      switch (k5) {
        case "type": case "error": case "code": case "requestID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsErrorMessage. */
export function isClientToolsErrorMessage(x: unknown): x is ClientToolsErrorMessage {
  return clientToolsErrorMessageGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolsErrorMessage, else every issue with its path. */
export function checkClientToolsErrorMessage(x: unknown): GuardResult<ClientToolsErrorMessage> {
  return clientToolsErrorMessageGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolsErrorMessage } : explain(clientToolsErrorMessageGuard, x);
}
