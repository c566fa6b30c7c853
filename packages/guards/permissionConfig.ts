// Code generated from schema/permission/permissionConfig.schema.json. DO NOT EDIT.
import type { PermissionConfig } from "../types/permissionConfig.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, closestBranch, rejected } from "./_guards.js";
import { permissionActionGuard } from "./permissionAction.js";

function $check1(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    for (const k1 in x) {
      {
        const v3 = x[k1];
        const s4 = e === undefined ? 0 : e.length;
        if (!permissionActionGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, k1); if (first) return false; }
      }
    }
  }
  return ok;
}

/** Checks PermissionConfig: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionConfigGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    for (const k1 in x) {
      {
        const v3 = x[k1];
        if (!(permissionActionGuard(v3, undefined) || $check1(v3, undefined))) {
          if (e === undefined) return false;
          ok = false;
          { const s4 = e.length; closestBranch([permissionActionGuard, $check1], v3, e, first); appendPath(e, s4, k1); }
          if (first) return false;
        }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionConfig. */
export function isPermissionConfig(x: unknown): x is PermissionConfig {
  return permissionConfigGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionConfig, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionConfig(x: unknown, options?: CheckOptions): GuardResult<PermissionConfig> {
  const e: GuardIssue[] = [];
  return permissionConfigGuard(x, e, options?.first) ? { success: true, data: x as PermissionConfig } : rejected(e);
}
