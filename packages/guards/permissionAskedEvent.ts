// Code generated from schema/permission/permissionAskedEvent.schema.json. DO NOT EDIT.
import type { PermissionAskedEvent } from "../types/permissionAskedEvent.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionRequestGuard } from "./permissionRequest.js";

/** Checks PermissionAskedEvent: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionAskedEventGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "permission.asked") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"permission.asked\"" }); }
    }
    const v2 = x.properties;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "properties"], message: "Missing required property \"properties\"" }); }
    else {
      if (!permissionRequestGuard(v2, e === undefined ? p : [...p, "properties"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "type": case "properties":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionAskedEvent. */
export function isPermissionAskedEvent(x: unknown): x is PermissionAskedEvent {
  return permissionAskedEventGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionAskedEvent, else every issue with its path. */
export function checkPermissionAskedEvent(x: unknown): GuardResult<PermissionAskedEvent> {
  return permissionAskedEventGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionAskedEvent } : explain(permissionAskedEventGuard, x);
}
