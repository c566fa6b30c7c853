// Code generated from schema/client/clientToolResult.schema.json. DO NOT EDIT.
import type { ClientToolResult } from "../types/clientToolResult.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartGuard } from "./filePart.js";

/** Checks ClientToolResult: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolResultGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (v1 !== "success") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"success\"" }); if (first) return false; }
    }
    const v2 = x.title;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Missing required property \"title\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.output;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["output"], message: "Missing required property \"output\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["output"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.metadata;
    if (v4 !== undefined) {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v5 = x.attachments;
    if (v5 !== undefined) {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["attachments"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          const s8 = e === undefined ? 0 : e.length;
          if (!filePartGuard(v7, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s8, i6, "attachments"); if (first) return false; }
        }
      }
    }
    for (const k9 in x) {
      switch (k9) {
        case "status": case "title": case "output": case "metadata": case "attachments":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k9], message: `Unrecognized key "${k9}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolResult. */
export function isClientToolResult(x: unknown): x is ClientToolResult {
  return clientToolResultGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolResult, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolResult(x: unknown, options?: CheckOptions): GuardResult<ClientToolResult> {
  const e: GuardIssue[] = [];
  return clientToolResultGuard(x, e, options?.first) ? { success: true, data: x as ClientToolResult } : rejected(e);
}
