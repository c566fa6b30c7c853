// Code generated from schema/acp/acpDiff.schema.json. DO NOT EDIT.
import type { AcpDiff } from "../types/acpDiff.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpDiff: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpDiffGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "diff") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"diff\"" }); if (first) return false; }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Missing required property \"path\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.oldText;
    if (v3 !== undefined) {
      if (!(typeof v3 === "string" || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["oldText"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v4 = x.newText;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["newText"], message: "Missing required property \"newText\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["newText"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v5 = x._meta;
    if (v5 !== undefined) {
      if (!((typeof v5 === "object" && v5 !== null && !Array.isArray(v5)) || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpDiff. */
export function isAcpDiff(x: unknown): x is AcpDiff {
  return acpDiffGuard(x, undefined);
}

/** `x` itself when it is a valid AcpDiff, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpDiff(x: unknown, options?: CheckOptions): GuardResult<AcpDiff> {
  const e: GuardIssue[] = [];
  return acpDiffGuard(x, e, options?.first) ? { success: true, data: x as AcpDiff } : rejected(e);
}
