// Code generated from schema/client/clientToolServiceConnectResponse.schema.json. DO NOT EDIT.
import type { ClientToolServiceConnectResponse } from "../types/clientToolServiceConnectResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolsServerMessageGuard } from "./clientToolsServerMessage.js";

/** Checks ClientToolServiceConnectResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolServiceConnectResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.message;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Missing required property \"message\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!clientToolsServerMessageGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "message"); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "message":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolServiceConnectResponse. */
export function isClientToolServiceConnectResponse(x: unknown): x is ClientToolServiceConnectResponse {
  return clientToolServiceConnectResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolServiceConnectResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolServiceConnectResponse(x: unknown, options?: CheckOptions): GuardResult<ClientToolServiceConnectResponse> {
  const e: GuardIssue[] = [];
  return clientToolServiceConnectResponseGuard(x, e, options?.first) ? { success: true, data: x as ClientToolServiceConnectResponse } : rejected(e);
}
