// Code generated from schema/permission/permissionConfig.schema.json. DO NOT EDIT.
import type { PermissionConfig } from "../types/permissionConfig.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, closestBranch, explain } from "./_guards.js";
import { permissionActionGuard } from "./permissionAction.js";

function $check1(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    for (const k1 in x) {
      {
        const v3 = x[k1];
        if (!permissionActionGuard(v3, e === undefined ? p : [...p, k1], e)) { if (e === undefined) return false; ok = false; }
      }
    }
  }
  return ok;
}

/** Checks PermissionConfig: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionConfigGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    for (const k1 in x) {
      {
        const v3 = x[k1];
        if (!(permissionActionGuard(v3, p, undefined) || $check1(v3, p, undefined))) {
          if (e === undefined) return false;
          ok = false;
          closestBranch([permissionActionGuard, $check1], v3, [...p, k1], e);
        }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionConfig. */
export function isPermissionConfig(x: unknown): x is PermissionConfig {
  return permissionConfigGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionConfig, else every issue with its path. */
export function checkPermissionConfig(x: unknown): GuardResult<PermissionConfig> {
  return permissionConfigGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionConfig } : explain(permissionConfigGuard, x);
}
