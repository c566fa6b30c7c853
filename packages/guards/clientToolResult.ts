// Code generated from schema/client/clientToolResult.schema.json. DO NOT EDIT.
import type { ClientToolResult } from "../types/clientToolResult.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartGuard } from "./filePart.js";

/** Checks ClientToolResult: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolResultGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); }
    else {
      if (v1 !== "success") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"success\"" }); }
    }
    const v2 = x.title;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Missing required property \"title\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.output;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["output"], message: "Missing required property \"output\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["output"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.metadata;
    if (v4 !== undefined) {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); }
    }
    const v5 = x.attachments;
    if (v5 !== undefined) {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["attachments"], message: "Invalid input: expected array" }); }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          const s8 = e === undefined ? 0 : e.length;
          if (!filePartGuard(v7, e)) { if (e === undefined) return false; ok = false; appendPath(e, s8, i6, "attachments"); }
        }
      }
    }
    for (const k9 in x) {
      switch (k9) {
        case "status": case "title": case "output": case "metadata": case "attachments":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k9], message: `Unrecognized key "${k9}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolResult. */
export function isClientToolResult(x: unknown): x is ClientToolResult {
  return clientToolResultGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolResult, else every issue with its path. */
export function checkClientToolResult(x: unknown): GuardResult<ClientToolResult> {
  const e: GuardIssue[] = [];
  return clientToolResultGuard(x, e) ? { success: true, data: x as ClientToolResult } : rejected(e);
}
