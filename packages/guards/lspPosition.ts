// Code generated from schema/tool/lspPosition.schema.json. DO NOT EDIT.
import type { LspPosition } from "../types/lspPosition.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks LspPosition: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function lspPositionGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.line;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Missing required property \"line\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "number" || !Number.isFinite(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v1 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v2 = x.character;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Missing required property \"character\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v2 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    for (const k3 in x) {
      switch (k3) {
        case "line": case "character":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k3], message: `Unrecognized key "${k3}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid LspPosition. */
export function isLspPosition(x: unknown): x is LspPosition {
  return lspPositionGuard(x, undefined);
}

/** `x` itself when it is a valid LspPosition, else every issue with its path (only the first with `{ first: true }`). */
export function checkLspPosition(x: unknown, options?: CheckOptions): GuardResult<LspPosition> {
  const e: GuardIssue[] = [];
  return lspPositionGuard(x, e, options?.first) ? { success: true, data: x as LspPosition } : rejected(e);
}
