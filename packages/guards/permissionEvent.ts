// Code generated from schema/permission/permissionEvent.schema.json. DO NOT EDIT.
import type { PermissionEvent } from "../types/permissionEvent.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { permissionAskedEventGuard } from "./permissionAskedEvent.js";
import { permissionRepliedEventGuard } from "./permissionRepliedEvent.js";

/** Checks PermissionEvent: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionEventGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.type) {
    case "permission.asked": {
      if (!permissionAskedEventGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "permission.replied": {
      if (!permissionRepliedEventGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"permission.asked\" | \"permission.replied\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid PermissionEvent. */
export function isPermissionEvent(x: unknown): x is PermissionEvent {
  return permissionEventGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionEvent, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionEvent(x: unknown, options?: CheckOptions): GuardResult<PermissionEvent> {
  const e: GuardIssue[] = [];
  return permissionEventGuard(x, e, options?.first) ? { success: true, data: x as PermissionEvent } : rejected(e);
}
