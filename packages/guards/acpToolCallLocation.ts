// Code generated from schema/acp/acpToolCallLocation.schema.json. DO NOT EDIT.
import type { AcpToolCallLocation } from "../types/acpToolCallLocation.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpToolCallLocation: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolCallLocationGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.path;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Missing required property \"path\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v2 = x.line;
    if (v2 !== undefined) {
      if (!(((typeof v2 === "number" && Number.isFinite(v2)) && !(!Number.isInteger(v2)) && !(v2 < 0)) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["line"], message: "Invalid input: expected integer or null" });
        if (first) return false;
      }
    }
    const v3 = x._meta;
    if (v3 !== undefined) {
      if (!((typeof v3 === "object" && v3 !== null && !Array.isArray(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallLocation. */
export function isAcpToolCallLocation(x: unknown): x is AcpToolCallLocation {
  return acpToolCallLocationGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallLocation, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolCallLocation(x: unknown, options?: CheckOptions): GuardResult<AcpToolCallLocation> {
  const e: GuardIssue[] = [];
  return acpToolCallLocationGuard(x, e, options?.first) ? { success: true, data: x as AcpToolCallLocation } : rejected(e);
}
