// Code generated from schema/permission/permissionAskedEvent.schema.json. DO NOT EDIT.
import type { PermissionAskedEvent } from "../types/permissionAskedEvent.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionRequestGuard } from "./permissionRequest.js";

/** Checks PermissionAskedEvent: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionAskedEventGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "permission.asked") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"permission.asked\"" }); if (first) return false; }
    }
    const v2 = x.properties;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["properties"], message: "Missing required property \"properties\"" }); if (first) return false; }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!permissionRequestGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "properties"); if (first) return false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "properties":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionAskedEvent. */
export function isPermissionAskedEvent(x: unknown): x is PermissionAskedEvent {
  return permissionAskedEventGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionAskedEvent, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionAskedEvent(x: unknown, options?: CheckOptions): GuardResult<PermissionAskedEvent> {
  const e: GuardIssue[] = [];
  return permissionAskedEventGuard(x, e, options?.first) ? { success: true, data: x as PermissionAskedEvent } : rejected(e);
}
