// Code generated from schema/acp/acpTextResourceContents.schema.json. DO NOT EDIT.
import type { AcpTextResourceContents } from "../types/acpTextResourceContents.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpTextResourceContents: `e` undefined answers only; else every issue is recorded in `e`. */
export function acpTextResourceContentsGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.mimeType;
    if (v1 !== undefined) {
      if (!(typeof v1 === "string" || v1 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["mimeType"], message: "Invalid input: expected string or null" });
      }
    }
    const v2 = x.text;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Missing required property \"text\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.uri;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Missing required property \"uri\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["uri"], message: "Invalid input: expected string" }); }
    }
    const v4 = x._meta;
    if (v4 !== undefined) {
      if (!((typeof v4 === "object" && v4 !== null && !Array.isArray(v4)) || v4 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: ["_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpTextResourceContents. */
export function isAcpTextResourceContents(x: unknown): x is AcpTextResourceContents {
  return acpTextResourceContentsGuard(x, undefined);
}

/** `x` itself when it is a valid AcpTextResourceContents, else every issue with its path. */
export function checkAcpTextResourceContents(x: unknown): GuardResult<AcpTextResourceContents> {
  const e: GuardIssue[] = [];
  return acpTextResourceContentsGuard(x, e) ? { success: true, data: x as AcpTextResourceContents } : rejected(e);
}
