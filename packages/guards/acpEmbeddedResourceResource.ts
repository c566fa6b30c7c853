// Code generated from schema/acp/acpEmbeddedResourceResource.schema.json. DO NOT EDIT.
import type { AcpEmbeddedResourceResource } from "../types/acpEmbeddedResourceResource.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpBlobResourceContentsGuard } from "./acpBlobResourceContents.js";
import { acpTextResourceContentsGuard } from "./acpTextResourceContents.js";

/** Checks AcpEmbeddedResourceResource: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpEmbeddedResourceResourceGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!(acpTextResourceContentsGuard(x, undefined) || acpBlobResourceContentsGuard(x, undefined))) {
    if (e === undefined) return false;
    ok = false;
    e.push({ path: [], message: "Invalid input: expected acpTextResourceContents or acpBlobResourceContents" });
  }
  return ok;
}

/** True when `x` is a valid AcpEmbeddedResourceResource. */
export function isAcpEmbeddedResourceResource(x: unknown): x is AcpEmbeddedResourceResource {
  return acpEmbeddedResourceResourceGuard(x, undefined);
}

/** `x` itself when it is a valid AcpEmbeddedResourceResource, else every issue with its path. */
export function checkAcpEmbeddedResourceResource(x: unknown): GuardResult<AcpEmbeddedResourceResource> {
  const e: GuardIssue[] = [];
  return acpEmbeddedResourceResourceGuard(x, e) ? { success: true, data: x as AcpEmbeddedResourceResource } : rejected(e);
}
