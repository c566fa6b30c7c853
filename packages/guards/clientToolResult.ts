// Code generated from schema/client/clientToolResult.schema.json. DO NOT EDIT.
import type { ClientToolResult } from "../types/clientToolResult.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { filePartGuard } from "./filePart.js";

/** Checks ClientToolResult: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolResultGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.status;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Missing required property \"status\"" }); }
    else {
      if (v1 !== "success") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "status"], message: "Invalid input: expected \"success\"" }); }
    }
    const v2 = x.title;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "title"], message: "Missing required property \"title\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "title"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.output;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "output"], message: "Missing required property \"output\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "output"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.metadata;
    if (v4 !== undefined) {
      if (typeof v4 !== "object" || v4 === null || Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "metadata"], message: "Invalid input: expected object" }); }
    }
    const v5 = x.attachments;
    if (v5 !== undefined) {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "attachments"], message: "Invalid input: expected array" }); }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          if (!filePartGuard(v7, e === undefined ? p : [...p, "attachments", i6], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    for (const k8 in x) {
      switch (k8) {
        case "status": case "title": case "output": case "metadata": case "attachments":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k8], message: `Unrecognized key "${k8}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolResult. */
export function isClientToolResult(x: unknown): x is ClientToolResult {
  return clientToolResultGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolResult, else every issue with its path. */
export function checkClientToolResult(x: unknown): GuardResult<ClientToolResult> {
  return clientToolResultGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolResult } : explain(clientToolResultGuard, x);
}
