// Code generated from schema/acp/acpEmbeddedResourceResource.schema.json. DO NOT EDIT.
import type { AcpEmbeddedResourceResource } from "../types/acpEmbeddedResourceResource.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpBlobResourceContentsGuard } from "./acpBlobResourceContents.js";
import { acpTextResourceContentsGuard } from "./acpTextResourceContents.js";

/** Checks AcpEmbeddedResourceResource: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpEmbeddedResourceResourceGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(acpTextResourceContentsGuard(x, undefined) || acpBlobResourceContentsGuard(x, undefined))) {
    if (e === undefined) return false;
    ok = false;
    e.push({ path: [], message: "Invalid input: expected acpTextResourceContents or acpBlobResourceContents" });
    if (first) return false;
  }
  return ok;
}

/** True when `x` is a valid AcpEmbeddedResourceResource. */
export function isAcpEmbeddedResourceResource(x: unknown): x is AcpEmbeddedResourceResource {
  return acpEmbeddedResourceResourceGuard(x, undefined);
}

/** `x` itself when it is a valid AcpEmbeddedResourceResource, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpEmbeddedResourceResource(x: unknown, options?: CheckOptions): GuardResult<AcpEmbeddedResourceResource> {
  const e: GuardIssue[] = [];
  return acpEmbeddedResourceResourceGuard(x, e, options?.first) ? { success: true, data: x as AcpEmbeddedResourceResource } : rejected(e);
}
