// Code generated from schema/invocation/toolCategory.schema.json. DO NOT EDIT.
import type { ToolCategory } from "../types/toolCategory.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

const $set1 = new Set<unknown>(["file", "search", "code-analysis", "development", "project-management", "mcp", "client"]);

/** Checks ToolCategory: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolCategoryGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"file\"|\"search\"|\"code-analysis\"|\"development\"|\"project-management\"|\"mcp\"|\"client\"" }); }
  return ok;
}

/** True when `x` is a valid ToolCategory. */
export function isToolCategory(x: unknown): x is ToolCategory {
  return toolCategoryGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolCategory, else every issue with its path. */
export function checkToolCategory(x: unknown): GuardResult<ToolCategory> {
  return toolCategoryGuard(x, ROOT, undefined) ? { success: true, data: x as ToolCategory } : explain(toolCategoryGuard, x);
}
