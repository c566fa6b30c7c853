// Code generated from schema/permission/permissionRuleset.schema.json. DO NOT EDIT.
import type { PermissionRuleset } from "../types/permissionRuleset.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionRuleGuard } from "./permissionRule.js";

/** Checks PermissionRuleset: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionRulesetGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); if (first) return false; }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      const s3 = e === undefined ? 0 : e.length;
      if (!permissionRuleGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, i1); if (first) return false; }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRuleset. */
export function isPermissionRuleset(x: unknown): x is PermissionRuleset {
  return permissionRulesetGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRuleset, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionRuleset(x: unknown, options?: CheckOptions): GuardResult<PermissionRuleset> {
  const e: GuardIssue[] = [];
  return permissionRulesetGuard(x, e, options?.first) ? { success: true, data: x as PermissionRuleset } : rejected(e);
}
