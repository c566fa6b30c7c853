// Code generated from schema/acp/acpBlobResourceContents.schema.json. DO NOT EDIT.
import type { AcpBlobResourceContents } from "../types/acpBlobResourceContents.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpBlobResourceContents: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpBlobResourceContentsGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.blob;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["blob"], message: "Missing required property \"blob\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["blob"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v2 = x.mimeType;
    if (v2 !== undefined) {
      if (!(typeof v2 === "string" || v2 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["mimeType"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v3 = x.uri;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Missing required property \"uri\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x._meta;
    if (v4 !== undefined) {
      if (!((typeof v4 === "object" && v4 !== null && !Array.isArray(v4)) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
        if (first) return false;
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpBlobResourceContents. */
export function isAcpBlobResourceContents(x: unknown): x is AcpBlobResourceContents {
  return acpBlobResourceContentsGuard(x, undefined);
}

/** `x` itself when it is a valid AcpBlobResourceContents, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpBlobResourceContents(x: unknown, options?: CheckOptions): GuardResult<AcpBlobResourceContents> {
  const e: GuardIssue[] = [];
  return acpBlobResourceContentsGuard(x, e, options?.first) ? { success: true, data: x as AcpBlobResourceContents } : rejected(e);
}
