// Code generated from schema/acp/acpTextResourceContents.schema.json. DO NOT EDIT.
import type { AcpTextResourceContents } from "../types/acpTextResourceContents.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpTextResourceContents: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpTextResourceContentsGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.mimeType;
    if (v1 !== undefined) {
      if (!(typeof v1 === "string" || v1 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["mimeType"], message: "Invalid input: expected string or null" });
        if (first) return false;
      }
    }
    const v2 = x.text;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Missing required property \"text\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Invalid input: expected string" }); if (first) return false; }
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

/** True when `x` is a valid AcpTextResourceContents. */
export function isAcpTextResourceContents(x: unknown): x is AcpTextResourceContents {
  return acpTextResourceContentsGuard(x, undefined);
}

/** `x` itself when it is a valid AcpTextResourceContents, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpTextResourceContents(x: unknown, options?: CheckOptions): GuardResult<AcpTextResourceContents> {
  const e: GuardIssue[] = [];
  return acpTextResourceContentsGuard(x, e, options?.first) ? { success: true, data: x as AcpTextResourceContents } : rejected(e);
}
