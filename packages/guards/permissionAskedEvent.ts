// Code generated from schema/permission/permissionAskedEvent.schema.json. DO NOT EDIT.
import type { PermissionAskedEvent } from "../types/permissionAskedEvent.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionRequestGuard } from "./permissionRequest.js";

/** Checks PermissionAskedEvent: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionAskedEventGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "permission.asked") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"permission.asked\"" }); }
    }
    const v2 = x.properties;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["properties"], message: "Missing required property \"properties\"" }); }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!permissionRequestGuard(v2, e)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "properties"); }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "properties":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionAskedEvent. */
export function isPermissionAskedEvent(x: unknown): x is PermissionAskedEvent {
  return permissionAskedEventGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionAskedEvent, else every issue with its path. */
export function checkPermissionAskedEvent(x: unknown): GuardResult<PermissionAskedEvent> {
  const e: GuardIssue[] = [];
  return permissionAskedEventGuard(x, e) ? { success: true, data: x as PermissionAskedEvent } : rejected(e);
}
