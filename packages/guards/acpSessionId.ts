// Code generated from schema/acp/acpSessionId.schema.json. DO NOT EDIT.
import type { AcpSessionId } from "../types/acpSessionId.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpSessionId: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpSessionIdGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected string" }); }
  return ok;
}

/** True when `x` is a valid AcpSessionId. */
export function isAcpSessionId(x: unknown): x is AcpSessionId {
  return acpSessionIdGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpSessionId, else every issue with its path. */
export function checkAcpSessionId(x: unknown): GuardResult<AcpSessionId> {
  return acpSessionIdGuard(x, ROOT, undefined) ? { success: true, data: x as AcpSessionId } : explain(acpSessionIdGuard, x);
}
