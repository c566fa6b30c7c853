// Code generated from schema/client/clientToolsResultMessage.schema.json. DO NOT EDIT.
import type { ClientToolsResultMessage } from "../types/clientToolsResultMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks ClientToolsResultMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsResultMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "result") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"result\"" }); if (first) return false; }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.result;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["result"], message: "Missing required property \"result\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!clientToolOutcomeGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "result"); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "type": case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsResultMessage. */
export function isClientToolsResultMessage(x: unknown): x is ClientToolsResultMessage {
  return clientToolsResultMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsResultMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsResultMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsResultMessage> {
  const e: GuardIssue[] = [];
  return clientToolsResultMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsResultMessage } : rejected(e);
}
