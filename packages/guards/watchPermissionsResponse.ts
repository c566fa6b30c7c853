// Code generated from schema/permission/watchPermissionsResponse.schema.json. DO NOT EDIT.
import type { WatchPermissionsResponse } from "../types/watchPermissionsResponse.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionEventGuard } from "./permissionEvent.js";

/** Checks WatchPermissionsResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function watchPermissionsResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.event;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["event"], message: "Missing required property \"event\"" }); }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!permissionEventGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "event"); }
    }
    for (const k3 in x) {
      switch (k3) {
        case "event":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WatchPermissionsResponse. */
export function isWatchPermissionsResponse(x: unknown): x is WatchPermissionsResponse {
  return watchPermissionsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid WatchPermissionsResponse, else every issue with its path. */
export function checkWatchPermissionsResponse(x: unknown): GuardResult<WatchPermissionsResponse> {
  const e: GuardIssue[] = [];
  return watchPermissionsResponseGuard(x, e) ? { success: true, data: x as WatchPermissionsResponse } : rejected(e);
}
