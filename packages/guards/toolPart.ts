// Code generated from schema/tool/toolPart.schema.json. DO NOT EDIT.
import type { ToolPart } from "../types/toolPart.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolStateGuard } from "./toolState.js";

/** Checks ToolPart: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolPartGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("prt")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^prt" }); if (first) return false; }
      }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v3 = x.messageID;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v3.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); if (first) return false; }
      }
    }
    const v4 = x.type;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v4 !== "tool") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"tool\"" }); if (first) return false; }
    }
    const v5 = x.callID;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Missing required property \"callID\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.tool;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Missing required property \"tool\"" }); if (first) return false; }
    else {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v7 = x.state;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["state"], message: "Missing required property \"state\"" }); if (first) return false; }
    else {
      const s8 = e === undefined ? 0 : e.length;
      if (!toolStateGuard(v7, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s8, "state"); if (first) return false; }
    }
    const v9 = x.metadata;
    if (v9 !== undefined) {
      if (typeof v9 !== "object" || v9 === null || Array.isArray(v9)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    for (const k10 in x) {
      switch (k10) {
        case "id": case "sessionID": case "messageID": case "type": case "callID": case "tool": case "state": case "metadata":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k10], message: `Unrecognized key "${k10}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolPart. */
export function isToolPart(x: unknown): x is ToolPart {
  return toolPartGuard(x, undefined);
}

/** `x` itself when it is a valid ToolPart, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolPart(x: unknown, options?: CheckOptions): GuardResult<ToolPart> {
  const e: GuardIssue[] = [];
  return toolPartGuard(x, e, options?.first) ? { success: true, data: x as ToolPart } : rejected(e);
}
