// Code generated from schema/tools/bashToolInput.schema.json. DO NOT EDIT.
import type { BashToolInput } from "../types/bashToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks BashToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function bashToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.command;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["command"], message: "Missing required property \"command\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["command"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["command"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v2 = x.timeout;
    if (v2 !== undefined) {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v2 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Too small: expected number to be >=1" }); if (first) return false; }
      }
    }
    const v3 = x.workdir;
    if (v3 !== undefined) {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["workdir"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.description;
    if (v4 !== undefined) {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "command": case "timeout": case "workdir": case "description":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid BashToolInput. */
export function isBashToolInput(x: unknown): x is BashToolInput {
  return bashToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid BashToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkBashToolInput(x: unknown, options?: CheckOptions): GuardResult<BashToolInput> {
  const e: GuardIssue[] = [];
  return bashToolInputGuard(x, e, options?.first) ? { success: true, data: x as BashToolInput } : rejected(e);
}
