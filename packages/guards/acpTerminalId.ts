// Code generated from schema/acp/acpTerminalId.schema.json. DO NOT EDIT.
import type { AcpTerminalId } from "../types/acpTerminalId.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks AcpTerminalId: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpTerminalIdGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected string" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpTerminalId. */
export function isAcpTerminalId(x: unknown): x is AcpTerminalId {
  return acpTerminalIdGuard(x, undefined);
}

/** `x` itself when it is a valid AcpTerminalId, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpTerminalId(x: unknown, options?: CheckOptions): GuardResult<AcpTerminalId> {
  const e: GuardIssue[] = [];
  return acpTerminalIdGuard(x, e, options?.first) ? { success: true, data: x as AcpTerminalId } : rejected(e);
}
