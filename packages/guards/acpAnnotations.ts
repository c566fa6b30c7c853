// Code generated from schema/acp/acpAnnotations.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "../types/acpAnnotations.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, closestBranch, rejected } from "./_guards.js";
import { acpRoleGuard } from "./acpRole.js";

function $check1(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected array" }); if (first) return false; }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      const s3 = e === undefined ? 0 : e.length;
      if (!acpRoleGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, i1); if (first) return false; }
    }
  }
  return ok;
}

function $check2(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected null" }); if (first) return false; }
  return ok;
}

/** Checks AcpAnnotations: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpAnnotationsGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.audience;
    if (v1 !== undefined) {
      if (!($check1(v1, undefined) || v1 === null)) {
        if (e === undefined) return false;
        ok = false;
        { const s2 = e.length; closestBranch([$check1, $check2], v1, e, first); appendPath(e, s2, "audience"); }
        if (first) return false;
      }
    }
    const v3 = x.lastModified;
    if (v3 !== undefined) {
      if (!(typeof v3 === "string" || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["lastModified"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v4 = x.priority;
    if (v4 !== undefined) {
      if (!((typeof v4 === "number" && Number.isFinite(v4)) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["priority"], message: "Invalid input: expected number or null" });
        if (first) return false;
      }
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

/** True when `x` is a valid AcpAnnotations. */
export function isAcpAnnotations(x: unknown): x is AcpAnnotations {
  return acpAnnotationsGuard(x, undefined);
}

/** `x` itself when it is a valid AcpAnnotations, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpAnnotations(x: unknown, options?: CheckOptions): GuardResult<AcpAnnotations> {
  const e: GuardIssue[] = [];
  return acpAnnotationsGuard(x, e, options?.first) ? { success: true, data: x as AcpAnnotations } : rejected(e);
}
