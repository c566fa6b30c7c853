// Code generated from schema/tool/watchToolPartsResponse.schema.json. DO NOT EDIT.
import type { WatchToolPartsResponse } from "../types/watchToolPartsResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolPartGuard } from "./toolPart.js";

/** Checks WatchToolPartsResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function watchToolPartsResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.part;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["part"], message: "Missing required property \"part\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!toolPartGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "part"); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "part":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WatchToolPartsResponse. */
export function isWatchToolPartsResponse(x: unknown): x is WatchToolPartsResponse {
  return watchToolPartsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid WatchToolPartsResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkWatchToolPartsResponse(x: unknown, options?: CheckOptions): GuardResult<WatchToolPartsResponse> {
  const e: GuardIssue[] = [];
  return watchToolPartsResponseGuard(x, e, options?.first) ? { success: true, data: x as WatchToolPartsResponse } : rejected(e);
}
