// Code generated from schema/invocation/toolRiskLevel.schema.json. DO NOT EDIT.
import type { ToolRiskLevel } from "../types/toolRiskLevel.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks ToolRiskLevel: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolRiskLevelGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(x === "low" || x === "medium" || x === "high" || x === "critical")) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"low\"|\"medium\"|\"high\"|\"critical\"" }); }
  return ok;
}

/** True when `x` is a valid ToolRiskLevel. */
export function isToolRiskLevel(x: unknown): x is ToolRiskLevel {
  return toolRiskLevelGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolRiskLevel, else every issue with its path. */
export function checkToolRiskLevel(x: unknown): GuardResult<ToolRiskLevel> {
  return toolRiskLevelGuard(x, ROOT, undefined) ? { success: true, data: x as ToolRiskLevel } : explain(toolRiskLevelGuard, x);
}
