// Code generated from schema/permission/listPermissionsResponse.schema.json. DO NOT EDIT.
import type { ListPermissionsResponse } from "../types/listPermissionsResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionRequestGuard } from "./permissionRequest.js";

/** Checks ListPermissionsResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function listPermissionsResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.permissions;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permissions"], message: "Missing required property \"permissions\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["permissions"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          const s4 = e === undefined ? 0 : e.length;
          if (!permissionRequestGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, i2, "permissions"); if (first) return false; }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "permissions":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListPermissionsResponse. */
export function isListPermissionsResponse(x: unknown): x is ListPermissionsResponse {
  return listPermissionsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ListPermissionsResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkListPermissionsResponse(x: unknown, options?: CheckOptions): GuardResult<ListPermissionsResponse> {
  const e: GuardIssue[] = [];
  return listPermissionsResponseGuard(x, e, options?.first) ? { success: true, data: x as ListPermissionsResponse } : rejected(e);
}
