// Code generated from schema/tool/watchToolPartsRequest.schema.json. DO NOT EDIT.
import type { WatchToolPartsRequest } from "../types/watchToolPartsRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks WatchToolPartsRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function watchToolPartsRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 !== undefined) {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.messageID;
    if (v2 !== undefined) {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); if (first) return false; }
      }
    }
    for (const k3 in x) {
      switch (k3) {
        case "sessionID": case "messageID":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WatchToolPartsRequest. */
export function isWatchToolPartsRequest(x: unknown): x is WatchToolPartsRequest {
  return watchToolPartsRequestGuard(x, undefined);
}

/** `x` itself when it is a valid WatchToolPartsRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkWatchToolPartsRequest(x: unknown, options?: CheckOptions): GuardResult<WatchToolPartsRequest> {
  const e: GuardIssue[] = [];
  return watchToolPartsRequestGuard(x, e, options?.first) ? { success: true, data: x as WatchToolPartsRequest } : rejected(e);
}
