// Code generated from schema/invocation/toolCategory.schema.json. DO NOT EDIT.
import type { ToolCategory } from "../types/toolCategory.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

const $set1 = new Set<unknown>(["file", "search", "code-analysis", "development", "project-management", "mcp", "client"]);

/** Checks ToolCategory: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolCategoryGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"file\"|\"search\"|\"code-analysis\"|\"development\"|\"project-management\"|\"mcp\"|\"client\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid ToolCategory. */
export function isToolCategory(x: unknown): x is ToolCategory {
  return toolCategoryGuard(x, undefined);
}

/** `x` itself when it is a valid ToolCategory, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolCategory(x: unknown, options?: CheckOptions): GuardResult<ToolCategory> {
  const e: GuardIssue[] = [];
  return toolCategoryGuard(x, e, options?.first) ? { success: true, data: x as ToolCategory } : rejected(e);
}
