// Code generated from schema/invocation/toolInfo.schema.json. DO NOT EDIT.
import type { ToolInfo } from "../types/toolInfo.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, codePointLength, rejected } from "./_guards.js";
import { toolCategoryGuard } from "./toolCategory.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

/** Checks ToolInfo: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolInfoGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.name;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Missing required property \"name\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.description;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Missing required property \"description\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.inputSchema;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["inputSchema"], message: "Missing required property \"inputSchema\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "object" || v3 === null || Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["inputSchema"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v4 = x.outputSchema;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["outputSchema"], message: "Missing required property \"outputSchema\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["outputSchema"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v5 = x.categories;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["categories"], message: "Missing required property \"categories\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["categories"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          const s8 = e === undefined ? 0 : e.length;
          if (!toolCategoryGuard(v7, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s8, i6, "categories"); if (first) return false; }
        }
      }
    }
    const v9 = x.permissions;
    if (v9 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["permissions"], message: "Missing required property \"permissions\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v9)) { if (e === undefined) return false; ok = false; e.push({ path: ["permissions"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i10 = 0; i10 < v9.length; i10++) {
          const v11 = v9[i10];
          if (typeof v11 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i10, "permissions"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v12 = x.riskLevel;
    if (v12 !== undefined) {
      const s13 = e === undefined ? 0 : e.length;
      if (!toolRiskLevelGuard(v12, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s13, "riskLevel"); if (first) return false; }
    }
    for (const k14 in x) {
      switch (k14) {
        case "name": case "description": case "inputSchema": case "outputSchema": case "categories": case "permissions": case "riskLevel":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k14], message: `Unrecognized key "${k14}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolInfo. */
export function isToolInfo(x: unknown): x is ToolInfo {
  return toolInfoGuard(x, undefined);
}

/** `x` itself when it is a valid ToolInfo, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolInfo(x: unknown, options?: CheckOptions): GuardResult<ToolInfo> {
  const e: GuardIssue[] = [];
  return toolInfoGuard(x, e, options?.first) ? { success: true, data: x as ToolInfo } : rejected(e);
}
