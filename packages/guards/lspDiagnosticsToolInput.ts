// Code generated from schema/tools/lspDiagnosticsToolInput.schema.json. DO NOT EDIT.
import type { LspDiagnosticsToolInput } from "../types/lspDiagnosticsToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks LspDiagnosticsToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function lspDiagnosticsToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
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
    for (const k2 in x) {
      switch (k2) {
        case "filePath":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k2], message: `Unrecognized key "${k2}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid LspDiagnosticsToolInput. */
export function isLspDiagnosticsToolInput(x: unknown): x is LspDiagnosticsToolInput {
  return lspDiagnosticsToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid LspDiagnosticsToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkLspDiagnosticsToolInput(x: unknown, options?: CheckOptions): GuardResult<LspDiagnosticsToolInput> {
  const e: GuardIssue[] = [];
  return lspDiagnosticsToolInputGuard(x, e, options?.first) ? { success: true, data: x as LspDiagnosticsToolInput } : rejected(e);
}
