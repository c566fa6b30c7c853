// Code generated from schema/tool/toolStateCompleted.schema.json. DO NOT EDIT.
import type { ToolStateCompleted } from "../types/toolStateCompleted.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { filePartGuard } from "./filePart.js";
import { toolTimeWithEndGuard } from "./toolTimeWithEnd.js";

/** Checks ToolStateCompleted: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function toolStateCompletedGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Missing required property \"status\"" }); if (first) return false; }
    else {
      if (v1 !== "completed") { if (e === undefined) return false; ok = false; e.push({ path: ["status"], message: "Invalid input: expected \"completed\"" }); if (first) return false; }
    }
    const v2 = x.input;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Missing required property \"input\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "object" || v2 === null || Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v3 = x.output;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["output"], message: "Missing required property \"output\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["output"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.title;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Missing required property \"title\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v5 = x.metadata;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Missing required property \"metadata\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "object" || v5 === null || Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["metadata"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    const v6 = x.time;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["time"], message: "Missing required property \"time\"" }); if (first) return false; }
    else {
      const s7 = e === undefined ? 0 : e.length;
      if (!toolTimeWithEndGuard(v6, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s7, "time"); if (first) return false; }
    }
    const v8 = x.attachments;
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: ["attachments"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          const s11 = e === undefined ? 0 : e.length;
          if (!filePartGuard(v10, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s11, i9, "attachments"); if (first) return false; }
        }
      }
    }
    for (const k12 in x) {
      switch (k12) {
        case "status": case "input": case "output": case "title": case "metadata": case "time": case "attachments":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k12], message: `Unrecognized key "${k12}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolStateCompleted. */
export function isToolStateCompleted(x: unknown): x is ToolStateCompleted {
  return toolStateCompletedGuard(x, undefined);
}

/** `x` itself when it is a valid ToolStateCompleted, else every issue with its path (only the first with `{ first: true }`). */
export function checkToolStateCompleted(x: unknown, options?: CheckOptions): GuardResult<ToolStateCompleted> {
  const e: GuardIssue[] = [];
  return toolStateCompletedGuard(x, e, options?.first) ? { success: true, data: x as ToolStateCompleted } : rejected(e);
}
