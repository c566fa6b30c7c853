// Code generated from schema/acp/acpEmbeddedResourceResource.schema.json. DO NOT EDIT.
import type { AcpEmbeddedResourceResource } from "../types/acpEmbeddedResourceResource.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpBlobResourceContentsGuard } from "./acpBlobResourceContents.js";
import { acpTextResourceContentsGuard } from "./acpTextResourceContents.js";

/** Checks AcpEmbeddedResourceResource: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpEmbeddedResourceResourceGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(acpTextResourceContentsGuard(x, p, undefined) || acpBlobResourceContentsGuard(x, p, undefined))) {
    if (e === undefined) return false;
    ok = false;
    e.push({ path: p, message: "Invalid input: expected acpTextResourceContents or acpBlobResourceContents" });
  }
  return ok;
}

/** True when `x` is a valid AcpEmbeddedResourceResource. */
export function isAcpEmbeddedResourceResource(x: unknown): x is AcpEmbeddedResourceResource {
  return acpEmbeddedResourceResourceGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpEmbeddedResourceResource, else every issue with its path. */
export function checkAcpEmbeddedResourceResource(x: unknown): GuardResult<AcpEmbeddedResourceResource> {
  return acpEmbeddedResourceResourceGuard(x, ROOT, undefined) ? { success: true, data: x as AcpEmbeddedResourceResource } : explain(acpEmbeddedResourceResourceGuard, x);
}
