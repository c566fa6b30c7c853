// Code generated from schema/acp/acpContent.schema.json. DO NOT EDIT.
import type { AcpContent } from "../types/acpContent.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { acpContentBlockGuard } from "./acpContentBlock.js";

/** Checks AcpContent: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpContentGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "content") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"content\"" }); if (first) return false; }
    }
    const v2 = x.content;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["content"], message: "Missing required property \"content\"" }); if (first) return false; }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!acpContentBlockGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "content"); if (first) return false; }
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

/** True when `x` is a valid AcpContent. */
export function isAcpContent(x: unknown): x is AcpContent {
  return acpContentGuard(x, undefined);
}

/** `x` itself when it is a valid AcpContent, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpContent(x: unknown, options?: CheckOptions): GuardResult<AcpContent> {
  const e: GuardIssue[] = [];
  return acpContentGuard(x, e, options?.first) ? { success: true, data: x as AcpContent } : rejected(e);
}
