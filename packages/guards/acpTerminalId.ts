// Code generated from schema/acp/acpTerminalId.schema.json. DO NOT EDIT.
import type { AcpTerminalId } from "../types/acpTerminalId.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

/** Checks AcpTerminalId: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpTerminalIdGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "string") { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected string" }); }
  return ok;
}

/** True when `x` is a valid AcpTerminalId. */
export function isAcpTerminalId(x: unknown): x is AcpTerminalId {
  return acpTerminalIdGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpTerminalId, else every issue with its path. */
export function checkAcpTerminalId(x: unknown): GuardResult<AcpTerminalId> {
  return acpTerminalIdGuard(x, ROOT, undefined) ? { success: true, data: x as AcpTerminalId } : explain(acpTerminalIdGuard, x);
}
