// Code generated from schema/invocation/toolCategory.schema.json. DO NOT EDIT.
import type { ToolCategory } from "../types/toolCategory.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

const $set1 = new Set<unknown>(["file", "search", "code-analysis", "development", "project-management", "mcp", "client"]);

/** Checks ToolCategory: `e` undefined answers only; else every issue is recorded in `e`. */
export function toolCategoryGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"file\"|\"search\"|\"code-analysis\"|\"development\"|\"project-management\"|\"mcp\"|\"client\"" }); }
  return ok;
}

/** True when `x` is a valid ToolCategory. */
export function isToolCategory(x: unknown): x is ToolCategory {
  return toolCategoryGuard(x, undefined);
}

/** `x` itself when it is a valid ToolCategory, else every issue with its path. */
export function checkToolCategory(x: unknown): GuardResult<ToolCategory> {
  const e: GuardIssue[] = [];
  return toolCategoryGuard(x, e) ? { success: true, data: x as ToolCategory } : rejected(e);
}
