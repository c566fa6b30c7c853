// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.
import type { ClientToolsErrorMessage } from "../types/clientToolsErrorMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { serverErrorCodeGuard } from "./serverErrorCode.js";

/** Checks ClientToolsErrorMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsErrorMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"error\"" }); if (first) return false; }
    }
    const v2 = x.error;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.code;
    if (v3 !== undefined) {
      const s4 = e === undefined ? 0 : e.length;
      if (!serverErrorCodeGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "code"); if (first) return false; }
    }
    const v5 = x.requestID;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k6 in x) {
      switch (k6) {
        case "type": case "error": case "code": case "requestID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsErrorMessage. */
export function isClientToolsErrorMessage(x: unknown): x is ClientToolsErrorMessage {
  return clientToolsErrorMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsErrorMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsErrorMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsErrorMessage> {
  const e: GuardIssue[] = [];
  return clientToolsErrorMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsErrorMessage } : rejected(e);
}
