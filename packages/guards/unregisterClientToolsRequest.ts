// Code generated from schema/client/unregisterClientToolsRequest.schema.json. DO NOT EDIT.
import type { UnregisterClientToolsRequest } from "../types/unregisterClientToolsRequest.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks UnregisterClientToolsRequest: `e` undefined answers only; else every issue is recorded in `e`. */
export function unregisterClientToolsRequestGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v2 = x.clientID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientID"], message: "Missing required property \"clientID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientID"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.toolIDs;
    if (v3 !== undefined) {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["toolIDs"], message: "Invalid input: expected array" }); }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i4, "toolIDs"], message: "Invalid input: expected string" }); }
        }
      }
    }
    for (const k6 in x) {
      switch (k6) {
        case "sessionID": case "clientID": case "toolIDs":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid UnregisterClientToolsRequest. */
export function isUnregisterClientToolsRequest(x: unknown): x is UnregisterClientToolsRequest {
  return unregisterClientToolsRequestGuard(x, undefined);
}

/** `x` itself when it is a valid UnregisterClientToolsRequest, else every issue with its path. */
export function checkUnregisterClientToolsRequest(x: unknown): GuardResult<UnregisterClientToolsRequest> {
  const e: GuardIssue[] = [];
  return unregisterClientToolsRequestGuard(x, e) ? { success: true, data: x as UnregisterClientToolsRequest } : rejected(e);
}
