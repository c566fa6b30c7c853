// Code generated from schema/permission/permissionRule.schema.json. DO NOT EDIT.
import type { PermissionRule } from "../types/permissionRule.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionActionGuard } from "./permissionAction.js";

/** Checks PermissionRule: `e` undefined answers only; else every issue is recorded in `e`. */
export function permissionRuleGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.permission;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Missing required property \"permission\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Invalid input: expected string" }); }
    }
    const v2 = x.pattern;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Missing required property \"pattern\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.action;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["action"], message: "Missing required property \"action\"" }); }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!permissionActionGuard(v3, e)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "action"); }
    }
    for (const k5 in x) {
      switch (k5) {
        case "permission": case "pattern": case "action":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRule. */
export function isPermissionRule(x: unknown): x is PermissionRule {
  return permissionRuleGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRule, else every issue with its path. */
export function checkPermissionRule(x: unknown): GuardResult<PermissionRule> {
  const e: GuardIssue[] = [];
  return permissionRuleGuard(x, e) ? { success: true, data: x as PermissionRule } : rejected(e);
}
