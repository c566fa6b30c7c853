// Code generated from schema/permission/permissionEvent.schema.json. DO NOT EDIT.
import type { PermissionEvent } from "../types/permissionEvent.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionAskedEventGuard } from "./permissionAskedEvent.js";
import { permissionRepliedEventGuard } from "./permissionRepliedEvent.js";

/** Checks PermissionEvent: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionEventGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "permission.asked": {
      if (!permissionAskedEventGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "permission.replied": {
      if (!permissionRepliedEventGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid discriminator value: expected \"permission.asked\" | \"permission.replied\"" }); }
  }
  return ok;
}

/** True when `x` is a valid PermissionEvent. */
export function isPermissionEvent(x: unknown): x is PermissionEvent {
  return permissionEventGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionEvent, else every issue with its path. */
export function checkPermissionEvent(x: unknown): GuardResult<PermissionEvent> {
  return permissionEventGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionEvent } : explain(permissionEventGuard, x);
}
