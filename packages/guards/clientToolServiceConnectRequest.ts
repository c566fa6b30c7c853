// Code generated from schema/client/clientToolServiceConnectRequest.schema.json. DO NOT EDIT.
import type { ClientToolServiceConnectRequest } from "../types/clientToolServiceConnectRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolsClientMessageGuard } from "./clientToolsClientMessage.js";

/** Checks ClientToolServiceConnectRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolServiceConnectRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.message;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Missing required property \"message\"" }); }
    else {
      if (!clientToolsClientMessageGuard(v1, e === undefined ? p : [...p, "message"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "message":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolServiceConnectRequest. */
export function isClientToolServiceConnectRequest(x: unknown): x is ClientToolServiceConnectRequest {
  return clientToolServiceConnectRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolServiceConnectRequest, else every issue with its path. */
export function checkClientToolServiceConnectRequest(x: unknown): GuardResult<ClientToolServiceConnectRequest> {
  return clientToolServiceConnectRequestGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolServiceConnectRequest } : explain(clientToolServiceConnectRequestGuard, x);
}
