// Code generated from schema/tools/lspPositionToolInput.schema.json. DO NOT EDIT.
import type { LspPositionToolInput } from "../types/lspPositionToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks LspPositionToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function lspPositionToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.filePath;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["filePath"], message: "Missing required property \"filePath\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["filePath"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["filePath"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.line;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Missing required property \"line\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v2 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["line"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    const v3 = x.character;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Missing required property \"character\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "number" || !Number.isFinite(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v3 < 0) { if (e === undefined) return false; ok = false; e.push({ path: ["character"], message: "Too small: expected number to be >=0" }); if (first) return false; }
      }
    }
    for (const k4 in x) {
      switch (k4) {
        case "filePath": case "line": case "character":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid LspPositionToolInput. */
export function isLspPositionToolInput(x: unknown): x is LspPositionToolInput {
  return lspPositionToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid LspPositionToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkLspPositionToolInput(x: unknown, options?: CheckOptions): GuardResult<LspPositionToolInput> {
  const e: GuardIssue[] = [];
  return lspPositionToolInputGuard(x, e, options?.first) ? { success: true, data: x as LspPositionToolInput } : rejected(e);
}
