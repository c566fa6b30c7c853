// Code generated from schema/acp/acpSessionId.schema.json. DO NOT EDIT.
import type { AcpSessionId } from "../types/acpSessionId.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpSessionId: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpSessionIdGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected string" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpSessionId. */
export function isAcpSessionId(x: unknown): x is AcpSessionId {
  return acpSessionIdGuard(x, undefined);
}

/** `x` itself when it is a valid AcpSessionId, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpSessionId(x: unknown, options?: CheckOptions): GuardResult<AcpSessionId> {
  const e: GuardIssue[] = [];
  return acpSessionIdGuard(x, e, options?.first) ? { success: true, data: x as AcpSessionId } : rejected(e);
}
