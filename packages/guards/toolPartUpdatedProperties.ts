// Code generated from schema/tool/toolPartUpdatedProperties.schema.json. DO NOT EDIT.
import type { ToolPartUpdatedProperties } from "../types/toolPartUpdatedProperties.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { toolPartGuard } from "./toolPart.js";

/** Checks ToolPartUpdatedProperties: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolPartUpdatedPropertiesGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.part;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "part"], message: "Missing required property \"part\"" }); }
    else {
      if (!toolPartGuard(v1, e === undefined ? p : [...p, "part"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k2 in x) {
      switch (k2) {
        case "part":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k2], message: `Unrecognized key "${k2}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolPartUpdatedProperties. */
export function isToolPartUpdatedProperties(x: unknown): x is ToolPartUpdatedProperties {
  return toolPartUpdatedPropertiesGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolPartUpdatedProperties, else every issue with its path. */
export function checkToolPartUpdatedProperties(x: unknown): GuardResult<ToolPartUpdatedProperties> {
  return toolPartUpdatedPropertiesGuard(x, ROOT, undefined) ? { success: true, data: x as ToolPartUpdatedProperties } : explain(toolPartUpdatedPropertiesGuard, x);
}
