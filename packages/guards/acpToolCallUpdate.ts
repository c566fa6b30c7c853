// Code generated from schema/acp/acpToolCallUpdate.schema.json. DO NOT EDIT.
import type { AcpToolCallUpdate } from "../types/acpToolCallUpdate.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, closestBranch, rejected } from "./_guards.js";
import { acpToolCallContentGuard } from "./acpToolCallContent.js";
import { acpToolCallIdGuard } from "./acpToolCallId.js";
import { acpToolCallLocationGuard } from "./acpToolCallLocation.js";
import { acpToolCallStatusGuard } from "./acpToolCallStatus.js";
import { acpToolKindGuard } from "./acpToolKind.js";

function $check1(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); if (first) return false; }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      const s3 = e === undefined ? 0 : e.length;
      if (!acpToolCallContentGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, i1); if (first) return false; }
    }
  }
  return ok;
}

function $check2(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected null" }); if (first) return false; }
  return ok;
}

function $check3(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); if (first) return false; }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      const s3 = e === undefined ? 0 : e.length;
      if (!acpToolCallLocationGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, i1); if (first) return false; }
    }
  }
  return ok;
}

function $check4(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected null" }); if (first) return false; }
  return ok;
}

/** Checks AcpToolCallUpdate: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolCallUpdateGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.toolCallId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["toolCallId"], message: "Missing required property \"toolCallId\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!acpToolCallIdGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "toolCallId"); if (first) return false; }
    }
    const v3 = x.kind;
    if (v3 !== undefined) {
      if (!(acpToolKindGuard(v3, undefined) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["kind"], message: "Invalid input: expected acpToolKind or null" });
        if (first) return false;
      }
    }
    const v4 = x.status;
    if (v4 !== undefined) {
      if (!(acpToolCallStatusGuard(v4, undefined) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["status"], message: "Invalid input: expected acpToolCallStatus or null" });
        if (first) return false;
      }
    }
    const v5 = x.title;
    if (v5 !== undefined) {
      if (!(typeof v5 === "string" || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["title"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v6 = x.content;
    if (v6 !== undefined) {
      if (!($check1(v6, undefined) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        { const s7 = e.length; closestBranch([$check1, $check2], v6, e, first); appendPath(e, s7, "content"); }
        if (first) return false;
      }
    }
    const v8 = x.locations;
    if (v8 !== undefined) {
      if (!($check3(v8, undefined) || v8 === null)) {
        if (e === undefined) return false;
        ok = false;
        { const s9 = e.length; closestBranch([$check3, $check4], v8, e, first); appendPath(e, s9, "locations"); }
        if (first) return false;
      }
    }
    const v12 = x._meta;
    if (v12 !== undefined) {
      if (!((typeof v12 === "object" && v12 !== null && !Array.isArray(v12)) || v12 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallUpdate. */
export function isAcpToolCallUpdate(x: unknown): x is AcpToolCallUpdate {
  return acpToolCallUpdateGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallUpdate, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolCallUpdate(x: unknown, options?: CheckOptions): GuardResult<AcpToolCallUpdate> {
  const e: GuardIssue[] = [];
  return acpToolCallUpdateGuard(x, e, options?.first) ? { success: true, data: x as AcpToolCallUpdate } : rejected(e);
}
