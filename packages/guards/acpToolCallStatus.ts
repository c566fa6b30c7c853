// Code generated from schema/acp/acpToolCallStatus.schema.json. DO NOT EDIT.
import type { AcpToolCallStatus } from "../types/acpToolCallStatus.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpToolCallStatus: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolCallStatusGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!(x === "pending" || x === "in_progress" || x === "completed" || x === "failed")) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"pending\"|\"in_progress\"|\"completed\"|\"failed\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpToolCallStatus. */
export function isAcpToolCallStatus(x: unknown): x is AcpToolCallStatus {
  return acpToolCallStatusGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolCallStatus, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolCallStatus(x: unknown, options?: CheckOptions): GuardResult<AcpToolCallStatus> {
  const e: GuardIssue[] = [];
  return acpToolCallStatusGuard(x, e, options?.first) ? { success: true, data: x as AcpToolCallStatus } : rejected(e);
}
