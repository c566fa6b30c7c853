// Code generated from schema/acp/acpTextContent.schema.json. DO NOT EDIT.
import type { AcpTextContent } from "../types/acpTextContent.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { acpAnnotationsGuard } from "./acpAnnotations.js";

/** Checks AcpTextContent: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpTextContentGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "text") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"text\"" }); if (first) return false; }
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
    const v3 = x.text;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Missing required property \"text\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["text"], message: "Invalid input: expected string" }); if (first) return false; }
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

/** True when `x` is a valid AcpTextContent. */
export function isAcpTextContent(x: unknown): x is AcpTextContent {
  return acpTextContentGuard(x, undefined);
}

/** `x` itself when it is a valid AcpTextContent, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpTextContent(x: unknown, options?: CheckOptions): GuardResult<AcpTextContent> {
  const e: GuardIssue[] = [];
  return acpTextContentGuard(x, e, options?.first) ? { success: true, data: x as AcpTextContent } : rejected(e);
}
