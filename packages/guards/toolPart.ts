// Code generated from schema/tool/toolPart.schema.json. DO NOT EDIT.
import type { ToolPart } from "../types/toolPart.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { toolStateGuard } from "./toolState.js";

const $re1 = new RegExp("^prt", "u");

const $re2 = new RegExp("^ses", "u");

const $re3 = new RegExp("^msg", "u");

/** Checks ToolPart: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolPartGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.id;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Missing required property \"id\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "id"], message: "Invalid string: must match pattern ^prt" }); }
      }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re2.test(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v3 = x.messageID;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "messageID"], message: "Missing required property \"messageID\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "messageID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re3.test(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "messageID"], message: "Invalid string: must match pattern ^msg" }); }
      }
    }
    const v4 = x.type;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v4 !== "tool") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"tool\"" }); }
    }
    const v5 = x.callID;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "callID"], message: "Missing required property \"callID\"" }); }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "callID"], message: "Invalid input: expected string" }); }
    }
    const v6 = x.tool;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "tool"], message: "Missing required property \"tool\"" }); }
    else {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "tool"], message: "Invalid input: expected string" }); }
    }
    const v7 = x.state;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "state"], message: "Missing required property \"state\"" }); }
    else {
      if (!toolStateGuard(v7, e === undefined ? p : [...p, "state"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v8 = x.metadata;
    if (v8 !== undefined) {
      if (typeof v8 !== "object" || v8 === null || Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Invalid input: expected object" }); }
    }
    for (const k9 in x) {
      switch (k9) {
        case "id": case "sessionID": case "messageID": case "type": case "callID": case "tool": case "state": case "metadata":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k9], message: `Unrecognized key "${k9}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolPart. */
export function isToolPart(x: unknown): x is ToolPart {
  return toolPartGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolPart, else every issue with its path. */
export function checkToolPart(x: unknown): GuardResult<ToolPart> {
  return toolPartGuard(x, ROOT, undefined) ? { success: true, data: x as ToolPart } : explain(toolPartGuard, x);
}
