// Code generated from schema/permission/watchPermissionsResponse.schema.json. DO NOT EDIT.
import type { WatchPermissionsResponse } from "../types/watchPermissionsResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionEventGuard } from "./permissionEvent.js";

/** Checks WatchPermissionsResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function watchPermissionsResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.event;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "event"], message: "Missing required property \"event\"" }); }
    else {
      if (!permissionEventGuard(v1, e === undefined ? p : [...p, "event"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "event":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid WatchPermissionsResponse. */
export function isWatchPermissionsResponse(x: unknown): x is WatchPermissionsResponse {
  return watchPermissionsResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid WatchPermissionsResponse, else every issue with its path. */
export function checkWatchPermissionsResponse(x: unknown): GuardResult<WatchPermissionsResponse> {
  return watchPermissionsResponseGuard(x, ROOT, undefined) ? { success: true, data: x as WatchPermissionsResponse } : explain(watchPermissionsResponseGuard, x);
}
