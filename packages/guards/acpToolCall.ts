// Code generated from schema/acp/acpToolCall.schema.json. DO NOT EDIT.
import type { AcpToolCall } from "../types/acpToolCall.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpToolCallContentGuard } from "./acpToolCallContent.js";
import { acpToolCallIdGuard } from "./acpToolCallId.js";
import { acpToolCallLocationGuard } from "./acpToolCallLocation.js";
import { acpToolCallStatusGuard } from "./acpToolCallStatus.js";
import { acpToolKindGuard } from "./acpToolKind.js";

/** Checks AcpToolCall: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpToolCallGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.toolCallId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "toolCallId"], message: "Missing required property \"toolCallId\"" }); }
    else {
      if (!acpToolCallIdGuard(v1, e === undefined ? p : [...p, "toolCallId"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.title;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "title"], message: "Missing required property \"title\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "title"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.kind;
    if (v3 !== undefined) {
      if (!acpToolKindGuard(v3, e === undefined ? p : [...p, "kind"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v4 = x.status;
    if (v4 !== undefined) {
      if (!acpToolCallStatusGuard(v4, e === undefined ? p : [...p, "status"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v5 = x.content;
    if (v5 !== undefined) {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "content"], message: "Invalid input: expected array" }); }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          if (!acpToolCallContentGuard(v7, e === undefined ? p : [...p, "content", i6], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    const v8 = x.locations;
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "locations"], message: "Invalid input: expected array" }); }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          if (!acpToolCallLocationGuard(v10, e === undefined ? p : [...p, "locations", i9], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    const v13 = x._meta;
    if (v13 !== undefined) {
      if (!((typeof v13 === "object" && v13 !== null && !Array.isArray(v13)) || v13 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCall. */
export function isAcpToolCall(x: unknown): x is AcpToolCall {
  return acpToolCallGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpToolCall, else every issue with its path. */
export function checkAcpToolCall(x: unknown): GuardResult<AcpToolCall> {
  return acpToolCallGuard(x, ROOT, undefined) ? { success: true, data: x as AcpToolCall } : explain(acpToolCallGuard, x);
}
