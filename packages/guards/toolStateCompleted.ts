// Code generated from schema/tool/toolStateCompleted.schema.json. DO NOT EDIT.
import type { ToolStateCompleted } from "../types/toolStateCompleted.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { filePartGuard } from "./filePart.js";
import { toolTimeWithEndGuard } from "./toolTimeWithEnd.js";

/** Checks ToolStateCompleted: `e` undefined answers only; else issues are recorded under path `p`. */
export function toolStateCompletedGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Missing required property \"status\"" }); }
    else {
      if (v1 !== "completed") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Invalid input: expected \"completed\"" }); }
    }
    const v2 = x.input;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "input"], message: "Missing required property \"input\"" }); }
    else {
      if (typeof v2 !== "object" || v2 === null || Array.isArray(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "input"], message: "Invalid input: expected object" }); }
    }
    const v3 = x.output;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "output"], message: "Missing required property \"output\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "output"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.title;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "title"], message: "Missing required property \"title\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "title"], message: "Invalid input: expected string" }); }
    }
    const v5 = x.metadata;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Missing required property \"metadata\"" }); }
    else {
      if (typeof v5 !== "object" || v5 === null || Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Invalid input: expected object" }); }
    }
    const v6 = x.time;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "time"], message: "Missing required property \"time\"" }); }
    else {
      if (!toolTimeWithEndGuard(v6, e === undefined ? p : [...p, "time"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v7 = x.attachments;
    if (v7 !== undefined) {
      if (!Array.isArray(v7)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "attachments"], message: "Invalid input: expected array" }); }
      else {
        for (let i8 = 0; i8 < v7.length; i8++) {
          const v9 = v7[i8];
          if (!filePartGuard(v9, e === undefined ? p : [...p, "attachments", i8], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    for (const k10 in x) {
      switch (k10) {
        case "status": case "input": case "output": case "title": case "metadata": case "time": case "attachments":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k10], message: `Unrecognized key "${k10}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ToolStateCompleted. */
export function isToolStateCompleted(x: unknown): x is ToolStateCompleted {
  return toolStateCompletedGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ToolStateCompleted, else every issue with its path. */
export function checkToolStateCompleted(x: unknown): GuardResult<ToolStateCompleted> {
  return toolStateCompletedGuard(x, ROOT, undefined) ? { success: true, data: x as ToolStateCompleted } : explain(toolStateCompletedGuard, x);
}
