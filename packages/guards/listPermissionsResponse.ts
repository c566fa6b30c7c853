// Code generated from schema/permission/listPermissionsResponse.schema.json. DO NOT EDIT.
import type { ListPermissionsResponse } from "../types/listPermissionsResponse.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionRequestGuard } from "./permissionRequest.js";

/** Checks ListPermissionsResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function listPermissionsResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.permissions;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permissions"], message: "Missing required property \"permissions\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["permissions"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          const s4 = e === undefined ? 0 : e.length;
          if (!permissionRequestGuard(v3, e)) { if (e === undefined) return false; ok = false; appendPath(e, s4, i2, "permissions"); }
        }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "permissions":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListPermissionsResponse. */
export function isListPermissionsResponse(x: unknown): x is ListPermissionsResponse {
  return listPermissionsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ListPermissionsResponse, else every issue with its path. */
export function checkListPermissionsResponse(x: unknown): GuardResult<ListPermissionsResponse> {
  const e: GuardIssue[] = [];
  return listPermissionsResponseGuard(x, e) ? { success: true, data: x as ListPermissionsResponse } : rejected(e);
}
