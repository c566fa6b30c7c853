// Code generated from schema/client/clientToolsRegisteredMessage.schema.json. DO NOT EDIT.
import type { ClientToolsRegisteredMessage } from "../types/clientToolsRegisteredMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks ClientToolsRegisteredMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsRegisteredMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "registered") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"registered\"" }); if (first) return false; }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v3 = x.toolIDs;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["toolIDs"], message: "Missing required property \"toolIDs\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["toolIDs"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i4, "toolIDs"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v6 = x.clientSecret;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Missing required property \"clientSecret\"" }); if (first) return false; }
    else {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v6.length < 2 && codePointLength(v6) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    for (const k7 in x) {
      switch (k7) {
        case "type": case "sessionID": case "toolIDs": case "clientSecret":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsRegisteredMessage. */
export function isClientToolsRegisteredMessage(x: unknown): x is ClientToolsRegisteredMessage {
  return clientToolsRegisteredMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsRegisteredMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsRegisteredMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsRegisteredMessage> {
  const e: GuardIssue[] = [];
  return clientToolsRegisteredMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsRegisteredMessage } : rejected(e);
}
