// Code generated from schema/acp/acpToolCallId.schema.json. DO NOT EDIT.
import type { AcpToolCallId } from "../types/acpToolCallId.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpToolCallId: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpToolCallIdGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected string" }); }
  return ok;
}

/** True when `x` is a valid AcpToolCallId. */
export function isAcpToolCallId(x: unknown): x is AcpToolCallId {
  return acpToolCallIdGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpToolCallId, else every issue with its path. */
export function checkAcpToolCallId(x: unknown): GuardResult<AcpToolCallId> {
  return acpToolCallIdGuard(x, ROOT, undefined) ? { success: true, data: x as AcpToolCallId } : explain(acpToolCallIdGuard, x);
}
