// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.
import type { ClientToolsErrorMessage } from "../types/clientToolsErrorMessage.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { serverErrorCodeGuard } from "./serverErrorCode.js";

/** Checks ClientToolsErrorMessage: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolsErrorMessageGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "error") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"error\"" }); }
    }
    const v2 = x.error;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Missing required property \"error\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["error"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.code;
    if (v3 !== undefined) {
      const s4 = e === undefined ? 0 : e.length;
      if (!serverErrorCodeGuard(v3, e)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "code"); }
    }
    const v5 = x.requestID;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); }
    }
    for (const k6 in x) {
      switch (k6) {
        case "type": case "error": case "code": case "requestID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsErrorMessage. */
export function isClientToolsErrorMessage(x: unknown): x is ClientToolsErrorMessage {
  return clientToolsErrorMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsErrorMessage, else every issue with its path. */
export function checkClientToolsErrorMessage(x: unknown): GuardResult<ClientToolsErrorMessage> {
  const e: GuardIssue[] = [];
  return clientToolsErrorMessageGuard(x, e) ? { success: true, data: x as ClientToolsErrorMessage } : rejected(e);
}
