// Code generated from schema/permission/permissionRuleset.schema.json. DO NOT EDIT.
import type { PermissionRuleset } from "../types/permissionRuleset.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionRuleGuard } from "./permissionRule.js";

/** Checks PermissionRuleset: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionRulesetGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected array" }); }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      if (!permissionRuleGuard(v2, e === undefined ? p : [...p, i1], e)) { if (e === undefined) return false; ok = false; }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRuleset. */
export function isPermissionRuleset(x: unknown): x is PermissionRuleset {
  return permissionRulesetGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionRuleset, else every issue with its path. */
export function checkPermissionRuleset(x: unknown): GuardResult<PermissionRuleset> {
  return permissionRulesetGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionRuleset } : explain(permissionRulesetGuard, x);
}
