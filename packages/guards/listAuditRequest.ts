// Code generated from schema/permission/listAuditRequest.schema.json. DO NOT EDIT.
import type { ListAuditRequest } from "../types/listAuditRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

const $re1 = new RegExp("^[0-9]{1,20}(\\.[0-9]{1,15})?$", "u");

/** Checks ListAuditRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function listAuditRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 !== undefined) {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.since;
    if (v2 !== undefined) {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["since"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["since"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v2 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["since"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v3 = x.cursor;
    if (v3 !== undefined) {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["cursor"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!$re1.test(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["cursor"], message: "Invalid string: must match pattern ^[0-9]{1,20}(\\.[0-9]{1,15})?$" }); if (first) return false; }
      }
    }
    const v4 = x.limit;
    if (v4 !== undefined) {
      if (typeof v4 !== "number" || !Number.isFinite(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["limit"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["limit"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v4 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["limit"], message: "Too small: expected number to be >=1" }); if (first) return false; }
        if (v4 > 1000) { if (e === undefined) return false; ok = false; e.push({ path: ["limit"], message: "Too big: expected number to be <=1000" }); if (first) return false; }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "sessionID": case "since": case "cursor": case "limit":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListAuditRequest. */
export function isListAuditRequest(x: unknown): x is ListAuditRequest {
  return listAuditRequestGuard(x, undefined);
}

/** `x` itself when it is a valid ListAuditRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkListAuditRequest(x: unknown, options?: CheckOptions): GuardResult<ListAuditRequest> {
  const e: GuardIssue[] = [];
  return listAuditRequestGuard(x, e, options?.first) ? { success: true, data: x as ListAuditRequest } : rejected(e);
}
