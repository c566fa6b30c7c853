// Code generated from schema/acp/acpAnnotations.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "../types/acpAnnotations.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, closestBranch, explain } from "./_guards.js";
import { acpRoleGuard } from "./acpRole.js";

function $check1(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected array" }); }
  else {
    for (let i1 = 0; i1 < x.length; i1++) {
      const v2 = x[i1];
      if (!acpRoleGuard(v2, e === undefined ? p : [...p, i1], e)) { if (e === undefined) return false; ok = false; }
    }
  }
  return ok;
}

function $check2(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (x !== null) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected null" }); }
  return ok;
}

/** Checks AcpAnnotations: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpAnnotationsGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.audience;
    if (v1 !== undefined) {
      if (!($check1(v1, p, undefined) || v1 === null)) {
        if (e === undefined) return false;
        ok = false;
        closestBranch([$check1, $check2], v1, [...p, "audience"], e);
      }
    }
    const v2 = x.lastModified;
    if (v2 !== undefined) {
      if (!(typeof v2 === "string" || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "lastModified"], message: "Invalid input: expected string or null" });
      }
    }
    const v3 = x.priority;
    if (v3 !== undefined) {
      if (!((typeof v3 === "number" && Number.isFinite(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "priority"], message: "Invalid input: expected number or null" });
      }
    }
    const v4 = x._meta;
    if (v4 !== undefined) {
      if (!((typeof v4 === "object" && v4 !== null && !Array.isArray(v4)) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpAnnotations. */
export function isAcpAnnotations(x: unknown): x is AcpAnnotations {
  return acpAnnotationsGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpAnnotations, else every issue with its path. */
export function checkAcpAnnotations(x: unknown): GuardResult<AcpAnnotations> {
  return acpAnnotationsGuard(x, ROOT, undefined) ? { success: true, data: x as AcpAnnotations } : explain(acpAnnotationsGuard, x);
}
