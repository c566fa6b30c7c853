// Code generated from schema/tool/toolPartUpdatedEvent.schema.json. DO NOT EDIT.
import type { ToolPartUpdatedEvent } from "../types/toolPartUpdatedEvent.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolPartUpdatedPropertiesGuard } from "./toolPartUpdatedProperties.js";

/** Checks ToolPartUpdatedEvent: `e` undefined answers only; else every issue is recorded in `e`. */
export function toolPartUpdatedEventGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "message.part.updated") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"message.part.updated\"" }); }
    }
    const v2 = x.properties;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["properties"], message: "Missing required property \"properties\"" }); }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!toolPartUpdatedPropertiesGuard(v2, e)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "properties"); }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "properties":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolPartUpdatedEvent. */
export function isToolPartUpdatedEvent(x: unknown): x is ToolPartUpdatedEvent {
  return toolPartUpdatedEventGuard(x, undefined);
}

/** `x` itself when it is a valid ToolPartUpdatedEvent, else every issue with its path. */
export function checkToolPartUpdatedEvent(x: unknown): GuardResult<ToolPartUpdatedEvent> {
  const e: GuardIssue[] = [];
  return toolPartUpdatedEventGuard(x, e) ? { success: true, data: x as ToolPartUpdatedEvent } : rejected(e);
}
