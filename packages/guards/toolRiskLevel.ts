// Code generated from schema/invocation/toolRiskLevel.schema.json. DO NOT EDIT.
import type { ToolRiskLevel } from "../types/toolRiskLevel.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ToolRiskLevel: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolRiskLevelGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "low" || x === "medium" || x === "high" || x === "critical")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"low\"|\"medium\"|\"high\"|\"critical\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid ToolRiskLevel. */
export function isToolRiskLevel(x: unknown): x is ToolRiskLevel {
  return toolRiskLevelGuard(x, undefined);
}

/** `x` itself when it is a valid ToolRiskLevel, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolRiskLevel(x: unknown, options?: CheckOptions): GuardResult<ToolRiskLevel> {
  const e: GuardIssue[] = [];
  return toolRiskLevelGuard(x, e, options?.first) ? { success: true, data: x as ToolRiskLevel } : rejected(e);
}
