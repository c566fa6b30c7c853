// Code generated from schema/acp/acpToolCallUpdate.schema.json. DO NOT EDIT.
import type { AcpToolCallUpdate } from "../types/acpToolCallUpdate.js";
import { type GuardIssue, type GuardResult, appendPath, closestBranch, rejected } from "./_guards.js";
import { acpToolCallContentGuard } from "./acpToolCallContent.js";
import { acpToolCallIdGuard } from "./acpToolCallId.js";
import { acpToolCallLocationGuard } from "./acpToolCallLocation.js";
import { acpToolCallStatusGuard } from "./acpToolCallStatus.js";
import { acpToolKindGuard } from "./acpToolKind.js";

function $check1(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      const s3 = e === undefined ? 0 : e.length;
      if (!acpToolCallContentGuard(v2, e)) { if (e === undefined) return false; ok = false; appendPath(e, s3, i1); }
    }
  }
  return ok;
}

function $check2(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected null" }); }
  return ok;
}

function $check3(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      const s3 = e === undefined ? 0 : e.length;
      if (!acpToolCallLocationGuard(v2, e)) { if (e === undefined) return false; ok = false; appendPath(e, s3, i1); }
    }
  }
  return ok;
}

function $check4(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected null" }); }
  return ok;
}

/** Checks AcpToolCallUpdate: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpToolCallUpdateGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.toolCallId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["toolCallId"], message: "Missing required property \"toolCallId\"" }); }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!acpToolCallIdGuard(v1, e)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "toolCallId"); }
    }
    const v3 = x.kind;
    if (v3 !== undefined) {
      if (!(acpToolKindGuard(v3, undefined) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["kind"], message: "Invalid input: expected acpToolKind or null" });
      }
    }
    const v4 = x.status;
    if (v4 !== undefined) {
      if (!(acpToolCallStatusGuard(v4, undefined) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["status"], message: "Invalid input: expected acpToolCallStatus or null" });
      }
    }
    const v5 = x.title;
    if (v5 !== undefined) {
      if (!(typeof v5 === "string" || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["title"], message: "Invalid input: expected string or null" });
      }
    }
    const v6 = x.content;
    if (v6 !== undefined) {
      if (!($check1(v6, undefined) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        { const s7 = e.length; closestBranch([$check1, $check2], v6, e); appendPath(e, s7, "content"); }
      }
    }
    const v8 = x.locations;
    if (v8 !== undefined) {
      if (!($check3(v8, undefined) || v8 === null)) {
        if (e === undefined) return false;
        ok = false;
        { const s9 = e.length; closestBranch([$check3, $check4], v8, e); appendPath(e, s9, "locations"); }
      }
    }
    const v12 = x._meta;
    if (v12 !== undefined) {
      if (!((typeof v12 === "object" && v12 !== null && !Array.isArray(v12)) || v12 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallUpdate. */
export function isAcpToolCallUpdate(x: unknown): x is AcpToolCallUpdate {
  return acpToolCallUpdateGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallUpdate, else every issue with its path. */
export function checkAcpToolCallUpdate(x: unknown): GuardResult<AcpToolCallUpdate> {
  const e: GuardIssue[] = [];
  return acpToolCallUpdateGuard(x, e) ? { success: true, data: x as AcpToolCallUpdate } : rejected(e);
}
