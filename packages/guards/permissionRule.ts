// Code generated from schema/permission/permissionRule.schema.json. DO NOT EDIT.
import type { PermissionRule } from "../types/permissionRule.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { permissionActionGuard } from "./permissionAction.js";

/** Checks PermissionRule: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function permissionRuleGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.permission;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Missing required property \"permission\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["permission"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v2 = x.pattern;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Missing required property \"pattern\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["pattern"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.action;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["action"], message: "Missing required property \"action\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!permissionActionGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "action"); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "permission": case "pattern": case "action":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid PermissionRule. */
export function isPermissionRule(x: unknown): x is PermissionRule {
  return permissionRuleGuard(x, undefined);
}

/** `x` itself when it is a valid PermissionRule, else every issue with its path (only the first with `{ first: true }`). */
export function checkPermissionRule(x: unknown, options?: CheckOptions): GuardResult<PermissionRule> {
  const e: GuardIssue[] = [];
  return permissionRuleGuard(x, e, options?.first) ? { success: true, data: x as PermissionRule } : rejected(e);
}
