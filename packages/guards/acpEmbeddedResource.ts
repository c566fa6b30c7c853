// Code generated from schema/acp/acpEmbeddedResource.schema.json. DO NOT EDIT.
import type { AcpEmbeddedResource } from "../types/acpEmbeddedResource.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpAnnotationsGuard } from "./acpAnnotations.js";
import { acpEmbeddedResourceResourceGuard } from "./acpEmbeddedResourceResource.js";

/** Checks AcpEmbeddedResource: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpEmbeddedResourceGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "resource") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"resource\"" }); if (first) return false; }
    }
    const v2 = x.annotations;
    if (v2 !== undefined) {
      if (!(acpAnnotationsGuard(v2, undefined) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["annotations"], message: "Invalid input: expected acpAnnotations or null" });
        if (first) return false;
      }
    }
    const v3 = x.resource;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["resource"], message: "Missing required property \"resource\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!acpEmbeddedResourceResourceGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "resource"); if (first) return false; }
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

/** True when `x` is a valid AcpEmbeddedResource. */
export function isAcpEmbeddedResource(x: unknown): x is AcpEmbeddedResource {
  return acpEmbeddedResourceGuard(x, undefined);
}

/** `x` itself when it is a valid AcpEmbeddedResource, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpEmbeddedResource(x: unknown, options?: CheckOptions): GuardResult<AcpEmbeddedResource> {
  const e: GuardIssue[] = [];
  return acpEmbeddedResourceGuard(x, e, options?.first) ? { success: true, data: x as AcpEmbeddedResource } : rejected(e);
}
