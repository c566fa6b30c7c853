// Code generated from schema/tool/toolPart.schema.json. DO NOT EDIT.
import type { ToolPart } from "../types/toolPart.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { toolStateGuard } from "./toolState.js";

/** Checks ToolPart: `e` undefined answers only; else every issue is recorded in `e`. */
export function toolPartGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid input: expected string" }); }
      else {
        if (!v1.startsWith("prt")) { if (e === undefined) return false; ok = false; e.push({ path: ["id"], message: "Invalid string: must match pattern ^prt" }); }
      }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v3 = x.messageID;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); }
      else {
        if (!v3.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); }
      }
    }
    const v4 = x.type;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v4 !== "tool") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"tool\"" }); }
    }
    const v5 = x.callID;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Missing required property \"callID\"" }); }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Invalid input: expected string" }); }
    }
    const v6 = x.tool;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Missing required property \"tool\"" }); }
    else {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Invalid input: expected string" }); }
    }
    const v7 = x.state;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["state"], message: "Missing required property \"state\"" }); }
    else {
      const s8 = e === undefined ? 0 : e.length;
      if (!toolStateGuard(v7, e)) { if (e === undefined) return false; ok = false; appendPath(e, s8, "state"); }
    }
    const v9 = x.metadata;
    if (v9 !== undefined) {
      if (typeof v9 !== "object" || v9 === null || Array.isArray(v9)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); }
    }
    for (const k10 in x) {
      switch (k10) {
        case "id": case "sessionID": case "messageID": case "type": case "callID": case "tool": case "state": case "metadata":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k10], message: `Unrecognized key "${k10}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolPart. */
export function isToolPart(x: unknown): x is ToolPart {
  return toolPartGuard(x, undefined);
}

/** `x` itself when it is a valid ToolPart, else every issue with its path. */
export function checkToolPart(x: unknown): GuardResult<ToolPart> {
  const e: GuardIssue[] = [];
  return toolPartGuard(x, e) ? { success: true, data: x as ToolPart } : rejected(e);
}
