// Code generated from schema/acp/acpToolKind.schema.json. DO NOT EDIT.
import type { AcpToolKind } from "../types/acpToolKind.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

const $set1 = new Set<unknown>(["read", "edit", "delete", "move", "search", "execute", "think", "fetch", "switch_mode", "other"]);

/** Checks AcpToolKind: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function acpToolKindGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid option: expected one of \"read\"|\"edit\"|\"delete\"|\"move\"|\"search\"|\"execute\"|\"think\"|\"fetch\"|\"switch_mode\"|\"other\"" }); if (first) return false; }
  return ok;
}

/** True when `x` is a valid AcpToolKind. */
export function isAcpToolKind(x: unknown): x is AcpToolKind {
  return acpToolKindGuard(x, undefined);
}

/** `x` itself when it is a valid AcpToolKind, else every issue with its path (only the first with `{ first: true }`). */
export function checkAcpToolKind(x: unknown, options?: CheckOptions): GuardResult<AcpToolKind> {
  const e: GuardIssue[] = [];
  return acpToolKindGuard(x, e, options?.first) ? { success: true, data: x as AcpToolKind } : rejected(e);
}
