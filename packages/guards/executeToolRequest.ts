// Code generated from schema/tool/executeToolRequest.schema.json. DO NOT EDIT.
import type { ExecuteToolRequest } from "../types/executeToolRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks ExecuteToolRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function executeToolRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.messageID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); if (first) return false; }
      }
    }
    const v3 = x.callID;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Missing required property \"callID\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v3.length < 2 && codePointLength(v3) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v4 = x.tool;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Missing required property \"tool\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v4.length < 2 && codePointLength(v4) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v5 = x.input;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Missing required property \"input\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "object" || v5 === null || Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    for (const k6 in x) {
      switch (k6) {
        case "sessionID": case "messageID": case "callID": case "tool": case "input":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ExecuteToolRequest. */
export function isExecuteToolRequest(x: unknown): x is ExecuteToolRequest {
  return executeToolRequestGuard(x, undefined);
}

/** `x` itself when it is a valid ExecuteToolRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkExecuteToolRequest(x: unknown, options?: CheckOptions): GuardResult<ExecuteToolRequest> {
  const e: GuardIssue[] = [];
  return executeToolRequestGuard(x, e, options?.first) ? { success: true, data: x as ExecuteToolRequest } : rejected(e);
}
