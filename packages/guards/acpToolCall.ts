// Code generated from schema/acp/acpToolCall.schema.json. DO NOT EDIT.
import type { AcpToolCall } from "../types/acpToolCall.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpToolCallContentGuard } from "./acpToolCallContent.js";
import { acpToolCallIdGuard } from "./acpToolCallId.js";
import { acpToolCallLocationGuard } from "./acpToolCallLocation.js";
import { acpToolCallStatusGuard } from "./acpToolCallStatus.js";
import { acpToolKindGuard } from "./acpToolKind.js";

/** Checks AcpToolCall: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolCallGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.toolCallId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["toolCallId"], message: "Missing required property \"toolCallId\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!acpToolCallIdGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "toolCallId"); if (first) return false; }
    }
    const v3 = x.title;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Missing required property \"title\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["title"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.kind;
    if (v4 !== undefined) {
      const s5 = e === undefined ? 0 : e.length;
      if (!acpToolKindGuard(v4, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s5, "kind"); if (first) return false; }
    }
    const v6 = x.status;
    if (v6 !== undefined) {
      const s7 = e === undefined ? 0 : e.length;
      if (!acpToolCallStatusGuard(v6, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s7, "status"); if (first) return false; }
    }
    const v8 = x.content;
    if (v8 !== undefined) {
      if (!Array.isArray(v8)) { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i9 = 0; i9 < v8.length; i9++) {
          const v10 = v8[i9];
          const s11 = e === undefined ? 0 : e.length;
          if (!acpToolCallContentGuard(v10, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s11, i9, "content"); if (first) return false; }
        }
      }
    }
    const v12 = x.locations;
    if (v12 !== undefined) {
      if (!Array.isArray(v12)) { if (e === undefined) return false; ok = false; e.push({ path: ["locations"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i13 = 0; i13 < v12.length; i13++) {
          const v14 = v12[i13];
          const s15 = e === undefined ? 0 : e.length;
          if (!acpToolCallLocationGuard(v14, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s15, i13, "locations"); if (first) return false; }
        }
      }
    }
    const v18 = x._meta;
    if (v18 !== undefined) {
      if (!((typeof v18 === "object" && v18 !== null && !Array.isArray(v18)) || v18 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCall. */
export function isAcpToolCall(x: unknown): x is AcpToolCall {
  return acpToolCallGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCall, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolCall(x: unknown, options?: CheckOptions): GuardResult<AcpToolCall> {
  const e: GuardIssue[] = [];
  return acpToolCallGuard(x, e, options?.first) ? { success: true, data: x as AcpToolCall } : rejected(e);
}
