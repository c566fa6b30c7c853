// Code generated from schema/permission/listPermissionsResponse.schema.json. DO NOT EDIT.
import type { ListPermissionsResponse } from "../types/listPermissionsResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionRequestGuard } from "./permissionRequest.js";

/** Checks ListPermissionsResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function listPermissionsResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.permissions;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissions"], message: "Missing required property \"permissions\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissions"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (!permissionRequestGuard(v3, e === undefined ? p : [...p, "permissions", i2], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "permissions":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListPermissionsResponse. */
export function isListPermissionsResponse(x: unknown): x is ListPermissionsResponse {
  return listPermissionsResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ListPermissionsResponse, else every issue with its path. */
export function checkListPermissionsResponse(x: unknown): GuardResult<ListPermissionsResponse> {
  return listPermissionsResponseGuard(x, ROOT, undefined) ? { success: true, data: x as ListPermissionsResponse } : explain(listPermissionsResponseGuard, x);
}
