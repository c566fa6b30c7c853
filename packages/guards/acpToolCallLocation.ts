// Code generated from schema/acp/acpToolCallLocation.schema.json. DO NOT EDIT.
import type { AcpToolCallLocation } from "../types/acpToolCallLocation.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpToolCallLocation: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpToolCallLocationGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.path;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Missing required property \"path\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); }
    }
    const v2 = x.line;
    if (v2 !== undefined) {
      if (!(((typeof v2 === "number" && Number.isFinite(v2)) && !(!Number.isInteger(v2)) && !(v2 < 0)) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["line"], message: "Invalid input: expected integer or null" });
      }
    }
    const v3 = x._meta;
    if (v3 !== undefined) {
      if (!((typeof v3 === "object" && v3 !== null && !Array.isArray(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpToolCallLocation. */
export function isAcpToolCallLocation(x: unknown): x is AcpToolCallLocation {
  return acpToolCallLocationGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallLocation, else every issue with its path. */
export function checkAcpToolCallLocation(x: unknown): GuardResult<AcpToolCallLocation> {
  const e: GuardIssue[] = [];
  return acpToolCallLocationGuard(x, e) ? { success: true, data: x as AcpToolCallLocation } : rejected(e);
}
