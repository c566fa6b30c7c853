// Code generated from schema/client/unregisterClientToolsRequest.schema.json. DO NOT EDIT.
import type { UnregisterClientToolsRequest } from "../types/unregisterClientToolsRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks UnregisterClientToolsRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function unregisterClientToolsRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.clientID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientID"], message: "Missing required property \"clientID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientID"], message: "Invalid input: expected string" }); if (first) return false; }
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
        case "sessionID": case "clientID": case "toolIDs":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid UnregisterClientToolsRequest. */
export function isUnregisterClientToolsRequest(x: unknown): x is UnregisterClientToolsRequest {
  return unregisterClientToolsRequestGuard(x, undefined);
}

/** `x` itself when it is a valid UnregisterClientToolsRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkUnregisterClientToolsRequest(x: unknown, options?: CheckOptions): GuardResult<UnregisterClientToolsRequest> {
  const e: GuardIssue[] = [];
  return unregisterClientToolsRequestGuard(x, e, options?.first) ? { success: true, data: x as UnregisterClientToolsRequest } : rejected(e);
}
