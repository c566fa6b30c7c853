// Code generated from schema/permission/permissionEvent.schema.json. DO NOT EDIT.
import type { PermissionEvent } from "../types/permissionEvent.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { permissionAskedEventGuard } from "./permissionAskedEvent.js";
import { permissionRepliedEventGuard } from "./permissionRepliedEvent.js";

/** Checks PermissionEvent: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionEventGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "permission.asked": {
      if (!permissionAskedEventGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "permission.replied": {
      if (!permissionRepliedEventGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"permission.asked\" | \"permission.replied\"" }); }
  }
  return ok;
}

/** True when `x` is a valid PermissionEvent. */
export function isPermissionEvent(x: unknown): x is PermissionEvent {
  return permissionEventGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionEvent, else every issue with its path. */
export function checkPermissionEvent(x: unknown): GuardResult<PermissionEvent> {
  const e: GuardIssue[] = [];
  return permissionEventGuard(x, e) ? { success: true, data: x as PermissionEvent } : rejected(e);
}
