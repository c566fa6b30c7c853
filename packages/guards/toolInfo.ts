// Code generated from schema/invocation/toolInfo.schema.json. DO NOT EDIT.
import type { ToolInfo } from "../types/toolInfo.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, codePointLength, explain } from "./_guards.js";
import { toolCategoryGuard } from "./toolCategory.js";
import { toolRiskLevelGuard } from "./toolRiskLevel.js";

/** Checks ToolInfo: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolInfoGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.name;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Missing required property \"name\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Invalid input: expected string" }); }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    const v2 = x.description;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "description"], message: "Missing required property \"description\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "description"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.inputSchema;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "inputSchema"], message: "Missing required property \"inputSchema\"" }); }
    else {
      if (typeof v3 !== "object" || v3 === null || Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "inputSchema"], message: "Invalid input: expected object" }); }
    }
    const v4 = x.outputSchema;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outputSchema"], message: "Missing required property \"outputSchema\"" }); }
    else {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "outputSchema"], message: "Invalid input: expected object" }); }
    }
    const v5 = x.categories;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "categories"], message: "Missing required property \"categories\"" }); }
    else {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "categories"], message: "Invalid input: expected array" }); }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          if (!toolCategoryGuard(v7, e === undefined ? p : [...p, "categories", i6], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    const v8 = x.permissions;
    if (v8 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissions"], message: "Missing required property \"permissions\"" }); }
    else {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissions"], message: "Invalid input: expected array" }); }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          if (typeof v10 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "permissions", i9], message: "Invalid input: expected string" }); }
        }
      }
    }
    const v11 = x.riskLevel;
    if (v11 !== undefined) {
      if (!toolRiskLevelGuard(v11, e === undefined ? p : [...p, "riskLevel"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k12 in x) {
      switch (k12) {
        case "name": case "description": case "inputSchema": case "outputSchema": case "categories": case "permissions": case "riskLevel":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k12], message: `Unrecognized key "${k12}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolInfo. */
export function isToolInfo(x: unknown): x is ToolInfo {
  return toolInfoGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolInfo, else every issue with its path. */
export function checkToolInfo(x: unknown): GuardResult<ToolInfo> {
  return toolInfoGuard(x, ROOT, undefined) ? { success: true, data: x as ToolInfo } : explain(toolInfoGuard, x);
}
