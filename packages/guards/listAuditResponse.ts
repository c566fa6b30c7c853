// Code generated from schema/permission/listAuditResponse.schema.json. DO NOT EDIT.
import type { ListAuditResponse } from "../types/listAuditResponse.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { auditRecordGuard } from "./auditRecord.js";

const $re1 = new RegExp("^[0-9]{1,20}(\\.[0-9]{1,15})?$", "u");

/** Checks ListAuditResponse: `e` undefined answers only; else issues are recorded under path `p`. */
export function listAuditResponseGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.records;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "records"], message: "Missing required property \"records\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "records"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (!auditRecordGuard(v3, e === undefined ? p : [...p, "records", i2], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    const v4 = x.nextCursor;
    if (v4 !== undefined) {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "nextCursor"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "nextCursor"], message: "Invalid string: must match pattern ^[0-9]{1,20}(\\.[0-9]{1,15})?$" }); }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "records": case "nextCursor":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ListAuditResponse. */
export function isListAuditResponse(x: unknown): x is ListAuditResponse {
  return listAuditResponseGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ListAuditResponse, else every issue with its path. */
export function checkListAuditResponse(x: unknown): GuardResult<ListAuditResponse> {
  return listAuditResponseGuard(x, ROOT, undefined) ? { success: true, data: x as ListAuditResponse } : explain(listAuditResponseGuard, x);
}
