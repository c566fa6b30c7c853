// Code generated from schema/client/clientToolsRequestMessage.schema.json. DO NOT EDIT.
import type { ClientToolsRequestMessage } from "../types/clientToolsRequestMessage.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolExecutionRequestGuard } from "./clientToolExecutionRequest.js";

/** Checks ClientToolsRequestMessage: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolsRequestMessageGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "request") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"request\"" }); }
    }
    const v2 = x.request;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "request"], message: "Missing required property \"request\"" }); }
    else {
      if (!clientToolExecutionRequestGuard(v2, e === undefined ? p : [...p, "request"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "type": case "request":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsRequestMessage. */
export function isClientToolsRequestMessage(x: unknown): x is ClientToolsRequestMessage {
  return clientToolsRequestMessageGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolsRequestMessage, else every issue with its path. */
export function checkClientToolsRequestMessage(x: unknown): GuardResult<ClientToolsRequestMessage> {
  return clientToolsRequestMessageGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolsRequestMessage } : explain(clientToolsRequestMessageGuard, x);
}
