// Code generated from schema/client/clientToolsCancelMessage.schema.json. DO NOT EDIT.
import type { ClientToolsCancelMessage } from "../types/clientToolsCancelMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ClientToolsCancelMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsCancelMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "cancel") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"cancel\"" }); if (first) return false; }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.reason;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reason"], message: "Missing required property \"reason\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["reason"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "requestID": case "reason":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsCancelMessage. */
export function isClientToolsCancelMessage(x: unknown): x is ClientToolsCancelMessage {
  return clientToolsCancelMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsCancelMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsCancelMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsCancelMessage> {
  const e: GuardIssue[] = [];
  return clientToolsCancelMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsCancelMessage } : rejected(e);
}
