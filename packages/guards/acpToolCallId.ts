// Code generated from schema/acp/acpToolCallId.schema.json. DO NOT EDIT.
import type { AcpToolCallId } from "../types/acpToolCallId.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpToolCallId: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolCallIdGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected string" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpToolCallId. */
export function isAcpToolCallId(x: unknown): x is AcpToolCallId {
  return acpToolCallIdGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallId, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolCallId(x: unknown, options?: CheckOptions): GuardResult<AcpToolCallId> {
  const e: GuardIssue[] = [];
  return acpToolCallIdGuard(x, e, options?.first) ? { success: true, data: x as AcpToolCallId } : rejected(e);
}
