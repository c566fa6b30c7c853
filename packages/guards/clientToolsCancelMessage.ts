// Code generated from schema/client/clientToolsCancelMessage.schema.json. DO NOT EDIT.
import type { ClientToolsCancelMessage } from "../types/clientToolsCancelMessage.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ClientToolsCancelMessage: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolsCancelMessageGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "cancel") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"cancel\"" }); }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.reason;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["reason"], message: "Missing required property \"reason\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["reason"], message: "Invalid input: expected string" }); }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "requestID": case "reason":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsCancelMessage. */
export function isClientToolsCancelMessage(x: unknown): x is ClientToolsCancelMessage {
  return clientToolsCancelMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsCancelMessage, else every issue with its path. */
export function checkClientToolsCancelMessage(x: unknown): GuardResult<ClientToolsCancelMessage> {
  const e: GuardIssue[] = [];
  return clientToolsCancelMessageGuard(x, e) ? { success: true, data: x as ClientToolsCancelMessage } : rejected(e);
}
