// Code generated from schema/tool/lspRange.schema.json. DO NOT EDIT.
import type { LspRange } from "../types/lspRange.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { lspPositionGuard } from "./lspPosition.js";

/** Checks LspRange: `e` undefined answers only; else issues are recorded under path `p`. */
export function lspRangeGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.start;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "start"], message: "Missing required property \"start\"" }); }
    else {
      if (!lspPositionGuard(v1, e === undefined ? p : [...p, "start"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.end;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "end"], message: "Missing required property \"end\"" }); }
    else {
      if (!lspPositionGuard(v2, e === undefined ? p : [...p, "end"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "start": case "end":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid LspRange. */
export function isLspRange(x: unknown): x is LspRange {
  return lspRangeGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid LspRange, else every issue with its path. */
export function checkLspRange(x: unknown): GuardResult<LspRange> {
  return lspRangeGuard(x, ROOT, undefined) ? { success: true, data: x as LspRange } : explain(lspRangeGuard, x);
}
