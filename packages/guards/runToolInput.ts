// Code generated from schema/tools/runToolInput.schema.json. DO NOT EDIT.
import type { RunToolInput } from "../types/runToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks RunToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function runToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.argv;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Missing required property \"argv\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        if (v1.length < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Too small: expected array to have >=1 items" }); if (first) return false; }
        if (v1.length > 4096) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Too big: expected array to have <=4096 items" }); if (first) return false; }
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i2, "argv"], message: "Invalid input: expected string" }); if (first) return false; }
          else {
            if (v3.length > 131072 && codePointLength(v3) > 131072) { if (e === undefined) return false; ok = false; e.push({ path: [i2, "argv"], message: "Too big: expected string to have <=131072 characters" }); if (first) return false; }
          }
        }
      }
    }
    const v4 = x.timeout;
    if (v4 !== undefined) {
      if (typeof v4 !== "number" || !Number.isFinite(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); if (first) return false; }
      else {
        if (!Number.isInteger(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); if (first) return false; }
        if (v4 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Too small: expected number to be >=1" }); if (first) return false; }
      }
    }
    const v5 = x.workdir;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["workdir"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.description;
    if (v6 !== undefined) {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    for (const k7 in x) {
      switch (k7) {
        case "argv": case "timeout": case "workdir": case "description":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RunToolInput. */
export function isRunToolInput(x: unknown): x is RunToolInput {
  return runToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid RunToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkRunToolInput(x: unknown, options?: CheckOptions): GuardResult<RunToolInput> {
  const e: GuardIssue[] = [];
  return runToolInputGuard(x, e, options?.first) ? { success: true, data: x as RunToolInput } : rejected(e);
}
