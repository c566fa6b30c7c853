// Code generated from schema/permission/watchPermissionsResponse.schema.json. DO NOT EDIT.
import type { WatchPermissionsResponse } from "../types/watchPermissionsResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionEventGuard } from "./permissionEvent.js";

/** Checks WatchPermissionsResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function watchPermissionsResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.event;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["event"], message: "Missing required property \"event\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!permissionEventGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "event"); if (first) return false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "event":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WatchPermissionsResponse. */
export function isWatchPermissionsResponse(x: unknown): x is WatchPermissionsResponse {
  return watchPermissionsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid WatchPermissionsResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkWatchPermissionsResponse(x: unknown, options?: CheckOptions): GuardResult<WatchPermissionsResponse> {
  const e: GuardIssue[] = [];
  return watchPermissionsResponseGuard(x, e, options?.first) ? { success: true, data: x as WatchPermissionsResponse } : rejected(e);
}
