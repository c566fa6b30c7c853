// Code generated from schema/acp/acpDiff.schema.json. DO NOT EDIT.
import type { AcpDiff } from "../types/acpDiff.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpDiff: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpDiffGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "diff") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"diff\"" }); }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Missing required property \"path\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["path"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.oldText;
    if (v3 !== undefined) {
      if (!(typeof v3 === "string" || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["oldText"], message: "Invalid input: expected string or null" });
      }
    }
    const v4 = x.newText;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["newText"], message: "Missing required property \"newText\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["newText"], message: "Invalid input: expected string" }); }
    }
    const v5 = x._meta;
    if (v5 !== undefined) {
      if (!((typeof v5 === "object" && v5 !== null && !Array.isArray(v5)) || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpDiff. */
export function isAcpDiff(x: unknown): x is AcpDiff {
  return acpDiffGuard(x, undefined);
}

/** `x` itself when it is a valid AcpDiff, else every issue with its path. */
export function checkAcpDiff(x: unknown): GuardResult<AcpDiff> {
  const e: GuardIssue[] = [];
  return acpDiffGuard(x, e) ? { success: true, data: x as AcpDiff } : rejected(e);
}
