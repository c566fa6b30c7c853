// Code generated from schema/permission/listAuditResponse.schema.json. DO NOT EDIT.
import type { ListAuditResponse } from "../types/listAuditResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { auditRecordGuard } from "./auditRecord.js";

const $re1 = new RegExp("^[0-9]{1,20}(\\.[0-9]{1,15})?$", "u");

/** Checks ListAuditResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function listAuditResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.records;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["records"], message: "Missing required property \"records\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["records"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          const s4 = e === undefined ? 0 : e.length;
          if (!auditRecordGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, i2, "records"); if (first) return false; }
        }
      }
    }
    const v5 = x.nextCursor;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["nextCursor"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!$re1.test(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["nextCursor"], message: "Invalid string: must match pattern ^[0-9]{1,20}(\\.[0-9]{1,15})?$" }); if (first) return false; }
      }
    }
    for (const k6 in x) {
      switch (k6) {
        case "records": case "nextCursor":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k6], message: `Unrecognized key "${k6}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListAuditResponse. */
export function isListAuditResponse(x: unknown): x is ListAuditResponse {
  return listAuditResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ListAuditResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkListAuditResponse(x: unknown, options?: CheckOptions): GuardResult<ListAuditResponse> {
  const e: GuardIssue[] = [];
  return listAuditResponseGuard(x, e, options?.first) ? { success: true, data: x as ListAuditResponse } : rejected(e);
}
