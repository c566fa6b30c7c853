// Code generated from schema/acp/acpToolKind.schema.json. DO NOT EDIT.
import type { AcpToolKind } from "../types/acpToolKind.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";

const $set1 = new Set<unknown>(["read", "edit", "delete", "move", "search", "execute", "think", "fetch", "switch_mode", "other"]);

/** Checks AcpToolKind: `e` undefined answers only; else issues are recorded under path `p`. */
export function acpToolKindGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (!($set1.has(x))) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid option: expected one of \"read\"|\"edit\"|\"delete\"|\"move\"|\"search\"|\"execute\"|\"think\"|\"fetch\"|\"switch_mode\"|\"other\"" }); }
  return ok;
}

/** True when `x` is a valid AcpToolKind. */
export function isAcpToolKind(x: unknown): x is AcpToolKind {
  return acpToolKindGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid AcpToolKind, else every issue with its path. */
export function checkAcpToolKind(x: unknown): GuardResult<AcpToolKind> {
  return acpToolKindGuard(x, ROOT, undefined) ? { success: true, data: x as AcpToolKind } : explain(acpToolKindGuard, x);
}
