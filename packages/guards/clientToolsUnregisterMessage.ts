// Code generated from schema/client/clientToolsUnregisterMessage.schema.json. DO NOT EDIT.
import type { ClientToolsUnregisterMessage } from "../types/clientToolsUnregisterMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ClientToolsUnregisterMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsUnregisterMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "unregister") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"unregister\"" }); if (first) return false; }
    }
    const v2 = x.sessionID;
    if (v2 !== undefined) {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v3 = x.toolIDs;
    if (v3 !== undefined) {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["toolIDs"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i4, "toolIDs"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    for (const k6 in x) {
      switch (k6) {
        case "type": case "sessionID": case "toolIDs":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsUnregisterMessage. */
export function isClientToolsUnregisterMessage(x: unknown): x is ClientToolsUnregisterMessage {
  return clientToolsUnregisterMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsUnregisterMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsUnregisterMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsUnregisterMessage> {
  const e: GuardIssue[] = [];
  return clientToolsUnregisterMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsUnregisterMessage } : rejected(e);
}
