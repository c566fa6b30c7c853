// Code generated from schema/tool/toolPartUpdatedEvent.schema.json. DO NOT EDIT.
import type { ToolPartUpdatedEvent } from "../types/toolPartUpdatedEvent.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { toolPartUpdatedPropertiesGuard } from "./toolPartUpdatedProperties.js";

/** Checks ToolPartUpdatedEvent: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolPartUpdatedEventGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "message.part.updated") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"message.part.updated\"" }); }
    }
    const v2 = x.properties;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "properties"], message: "Missing required property \"properties\"" }); }
    else {
      if (!toolPartUpdatedPropertiesGuard(v2, e === undefined ? p : [...p, "properties"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "type": case "properties":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolPartUpdatedEvent. */
export function isToolPartUpdatedEvent(x: unknown): x is ToolPartUpdatedEvent {
  return toolPartUpdatedEventGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolPartUpdatedEvent, else every issue with its path. */
export function checkToolPartUpdatedEvent(x: unknown): GuardResult<ToolPartUpdatedEvent> {
  return toolPartUpdatedEventGuard(x, ROOT, undefined) ? { success: true, data: x as ToolPartUpdatedEvent } : explain(toolPartUpdatedEventGuard, x);
}
