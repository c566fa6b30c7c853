// Code generated from schema/client/clientToolsResultMessage.schema.json. DO NOT EDIT.
import type { ClientToolsResultMessage } from "../types/clientToolsResultMessage.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks ClientToolsResultMessage: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolsResultMessageGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "result") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"result\"" }); }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.result;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "result"], message: "Missing required property \"result\"" }); }
    else {
      if (!clientToolOutcomeGuard(v3, e === undefined ? p : [...p, "result"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsResultMessage. */
export function isClientToolsResultMessage(x: unknown): x is ClientToolsResultMessage {
  return clientToolsResultMessageGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolsResultMessage, else every issue with its path. */
export function checkClientToolsResultMessage(x: unknown): GuardResult<ClientToolsResultMessage> {
  return clientToolsResultMessageGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolsResultMessage } : explain(clientToolsResultMessageGuard, x);
}
