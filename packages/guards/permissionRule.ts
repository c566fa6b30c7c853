// Code generated from schema/permission/permissionRule.schema.json. DO NOT EDIT.
import type { PermissionRule } from "../types/permissionRule.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { permissionActionGuard } from "./permissionAction.js";

/** Checks PermissionRule: `e` undefined answers only; else issues are recorded under path `p`. */
export function permissionRuleGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.permission;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Missing required property \"permission\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permission"], message: "Invalid input: expected string" }); }
    }
    const v2 = x.pattern;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Missing required property \"pattern\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "pattern"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.action;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "action"], message: "Missing required property \"action\"" }); }
    else {
      if (!permissionActionGuard(v3, e === undefined ? p : [...p, "action"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "permission": case "pattern": case "action":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRule. */
export function isPermissionRule(x: unknown): x is PermissionRule {
  return permissionRuleGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid PermissionRule, else every issue with its path. */
export function checkPermissionRule(x: unknown): GuardResult<PermissionRule> {
  return permissionRuleGuard(x, ROOT, undefined) ? { success: true, data: x as PermissionRule } : explain(permissionRuleGuard, x);
}
