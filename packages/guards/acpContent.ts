// Code generated from schema/acp/acpContent.schema.json. DO NOT EDIT.
import type { AcpContent } from "../types/acpContent.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { acpContentBlockGuard } from "./acpContentBlock.js";

/** Checks AcpContent: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpContentGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "content") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"content\"" }); }
    }
    const v2 = x.content;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "content"], message: "Missing required property \"content\"" }); }
    else {
      if (!acpContentBlockGuard(v2, e === undefined ? p : [...p, "content"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v3 = x._meta;
    if (v3 !== undefined) {
      if (!((typeof v3 === "object" && v3 !== null && !Array.isArray(v3)) || v3 === null)) {
        if (e === undefined) return false;
        ok = false;
        e.push({ path: [...p, "_meta"], message: "Invalid input: expected object or null" });
      }
    }
  }
  return ok;
}

/** True when `x` is a valid AcpContent. */
export function isAcpContent(x: unknown): x is AcpContent {
  return acpContentGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpContent, else every issue with its path. */
export function checkAcpContent(x: unknown): GuardResult<AcpContent> {
  return acpContentGuard(x, ROOT, undefined) ? { success: true, data: x as AcpContent } : explain(acpContentGuard, x);
}
