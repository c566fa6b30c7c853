// Code generated from schema/acp/acpEmbeddedResource.schema.json. DO NOT EDIT.
import type { AcpEmbeddedResource } from "../types/acpEmbeddedResource.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpAnnotationsGuard } from "./acpAnnotations.js";
import { acpEmbeddedResourceResourceGuard } from "./acpEmbeddedResourceResource.js";

/** Checks AcpEmbeddedResource: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpEmbeddedResourceGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "resource") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"resource\"" }); }
    }
    const v2 = x.annotations;
    if (v2 !== undefined) {
      if (!(acpAnnotationsGuard(v2, p, undefined) || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "annotations"], message: "Invalid input: expected acpAnnotations or null" });
      }
    }
    const v3 = x.resource;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "resource"], message: "Missing required property \"resource\"" }); }
    else {
      if (!acpEmbeddedResourceResourceGuard(v3, e === undefined ? p : [...p, "resource"], e)) { if (e === undefined) return false; ok = false; }
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

/** True when `x` is a valid AcpEmbeddedResource. */
export function isAcpEmbeddedResource(x: unknown): x is AcpEmbeddedResource {
  return acpEmbeddedResourceGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpEmbeddedResource, else every issue with its path. */
export function checkAcpEmbeddedResource(x: unknown): GuardResult<AcpEmbeddedResource> {
  return acpEmbeddedResourceGuard(x, ROOT, undefined) ? { success: true, data: x as AcpEmbeddedResource } : explain(acpEmbeddedResourceGuard, x);
}
