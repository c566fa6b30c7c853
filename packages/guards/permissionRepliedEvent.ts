// Code generated from schema/permission/permissionRepliedEvent.schema.json. DO NOT EDIT.
import type { PermissionRepliedEvent } from "../types/permissionRepliedEvent.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionRepliedPropertiesGuard } from "./permissionRepliedProperties.js";

/** Checks PermissionRepliedEvent: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionRepliedEventGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "permission.replied") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"permission.replied\"" }); }
    }
    const v2 = x.properties;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["properties"], message: "Missing required property \"properties\"" }); }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!permissionRepliedPropertiesGuard(v2, e)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "properties"); }
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

/** True when `x` is a valid PermissionRepliedEvent. */
export function isPermissionRepliedEvent(x: unknown): x is PermissionRepliedEvent {
  return permissionRepliedEventGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRepliedEvent, else every issue with its path. */
export function checkPermissionRepliedEvent(x: unknown): GuardResult<PermissionRepliedEvent> {
  const e: GuardIssue[] = [];
  return permissionRepliedEventGuard(x, e) ? { success: true, data: x as PermissionRepliedEvent } : rejected(e);
}
