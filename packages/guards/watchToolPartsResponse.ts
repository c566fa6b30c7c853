// Code generated from schema/tool/watchToolPartsResponse.schema.json. DO NOT EDIT.
import type { WatchToolPartsResponse } from "../types/watchToolPartsResponse.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolPartGuard } from "./toolPart.js";

/** Checks WatchToolPartsResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function watchToolPartsResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.part;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["part"], message: "Missing required property \"part\"" }); }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!toolPartGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "part"); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "part":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WatchToolPartsResponse. */
export function isWatchToolPartsResponse(x: unknown): x is WatchToolPartsResponse {
  return watchToolPartsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid WatchToolPartsResponse, else every issue with its path. */
export function checkWatchToolPartsResponse(x: unknown): GuardResult<WatchToolPartsResponse> {
  const e: GuardIssue[] = [];
  return watchToolPartsResponseGuard(x, e) ? { success: true, data: x as WatchToolPartsResponse } : rejected(e);
}
