// Code generated from schema/acp/acpToolCallUpdate.schema.json. DO NOT EDIT.
import type { AcpToolCallUpdate } from "../types/acpToolCallUpdate.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, closestBranch, explain } from "./_guards.js";
import { acpToolCallContentGuard } from "./acpToolCallContent.js";
import { acpToolCallIdGuard } from "./acpToolCallId.js";
import { acpToolCallLocationGuard } from "./acpToolCallLocation.js";
import { acpToolCallStatusGuard } from "./acpToolCallStatus.js";
import { acpToolKindGuard } from "./acpToolKind.js";

function $check1(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected array" }); }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      if (!acpToolCallContentGuard(v2, e === undefined ? p : [...p, i1], e)) { if (e === undefined) return false; ok = false; }
    }
  }
  return ok;
}

function $check2(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected null" }); }
  return ok;
}

function $check3(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected array" }); }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      if (!acpToolCallLocationGuard(v2, e === undefined ? p : [...p, i1], e)) { if (e === undefined) return false; ok = false; }
    }
  }
  return ok;
}

function $check4(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected null" }); }
  return ok;
}

/** Checks AcpToolCallUpdate: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpToolCallUpdateGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.toolCallId;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "toolCallId"], message: "Missing required property \"toolCallId\"" }); }
    else {
      if (!acpToolCallIdGuard(v1, e === undefined ? p : [...p, "toolCallId"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.kind;
    if (v2 !== undefined) {
      if (!(acpToolKindGuard(v2, p, undefined) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "kind"], message: "Invalid input: expected acpToolKind or null" });
      }
    }
    const v3 = x.status;
    if (v3 !== undefined) {
      if (!(acpToolCallStatusGuard(v3, p, undefined) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "status"], message: "Invalid input: expected acpToolCallStatus or null" });
      }
    }
    const v4 = x.title;
    if (v4 !== undefined) {
      if (!(typeof v4 === "string" || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "title"], message: "Invalid input: expected string or null" });
      }
    }
    const v5 = x.content;
    if (v5 !== undefined) {
      if (!($check1(v5, p, undefined) || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        closestBranch([$check1, $check2], v5, [...p, "content"], e);
      }
    }
    const v6 = x.locations;
    if (v6 !== undefined) {
      if (!($check3(v6, p, undefined) || v6 === null)) {
        if (e === undefined) return false;
        ok = false;
        closestBranch([$check3, $check4], v6, [...p, "locations"], e);
      }
    }
    const v9 = x._meta;
    if (v9 !== undefined) {
      if (!((typeof v9 === "object" && v9 !== null && !Array.isArray(v9)) || v9 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallUpdate. */
export function isAcpToolCallUpdate(x: unknown): x is AcpToolCallUpdate {
  return acpToolCallUpdateGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpToolCallUpdate, else every issue with its path. */
export function checkAcpToolCallUpdate(x: unknown): GuardResult<AcpToolCallUpdate> {
  return acpToolCallUpdateGuard(x, ROOT, undefined) ? { success: true, data: x as AcpToolCallUpdate } : explain(acpToolCallUpdateGuard, x);
}
