// Code generated from schema/tool/lspRange.schema.json. DO NOT EDIT.
import type { LspRange } from "../types/lspRange.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { lspPositionGuard } from "./lspPosition.js";

/** Checks LspRange: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function lspRangeGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.start;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["start"], message: "Missing required property \"start\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!lspPositionGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "start"); if (first) return false; }
    }
    const v3 = x.end;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["end"], message: "Missing required property \"end\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!lspPositionGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "end"); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "start": case "end":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid LspRange. */
export function isLspRange(x: unknown): x is LspRange {
  return lspRangeGuard(x, undefined);
}

/** `x` itself when it is a valid LspRange, else every issue with its path (only the first with `{ first: true }`). */
export function checkLspRange(x: unknown, options?: CheckOptions): GuardResult<LspRange> {
  const e: GuardIssue[] = [];
  return lspRangeGuard(x, e, options?.first) ? { success: true, data: x as LspRange } : rejected(e);
}
