// Code generated from schema/acp/acpDiff.schema.json. DO NOT EDIT.
import type { AcpDiff } from "../types/acpDiff.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpDiff: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpDiffGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "diff") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"diff\"" }); }
    }
    const v2 = x.path;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Missing required property \"path\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "path"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.oldText;
    if (v3 !== undefined) {
      if (!(typeof v3 === "string" || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "oldText"], message: "Invalid input: expected string or null" });
      }
    }
    const v4 = x.newText;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "newText"], message: "Missing required property \"newText\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "newText"], message: "Invalid input: expected string" }); }
    }
    const v5 = x._meta;
    if (v5 !== undefined) {
      if (!((typeof v5 === "object" && v5 !== null && !Array.isArray(v5)) || v5 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpDiff. */
export function isAcpDiff(x: unknown): x is AcpDiff {
  return acpDiffGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpDiff, else every issue with its path. */
export function checkAcpDiff(x: unknown): GuardResult<AcpDiff> {
  return acpDiffGuard(x, ROOT, undefined) ? { success: true, data: x as AcpDiff } : explain(acpDiffGuard, x);
}
