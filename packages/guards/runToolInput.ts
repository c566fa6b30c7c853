// Code generated from schema/tools/runToolInput.schema.json. DO NOT EDIT.
import type { RunToolInput } from "../types/runToolInput.js";
import { type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks RunToolInput: `e` undefined answers only; else every issue is recorded in `e`. */
export function runToolInputGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.argv;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Missing required property \"argv\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Invalid input: expected array" }); }
      else {
        if (v1.length < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Too small: expected array to have >=1 items" }); }
        if (v1.length > 4096) { if (e === undefined) return false; ok = false; e.push({ path: ["argv"], message: "Too big: expected array to have <=4096 items" }); }
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i2, "argv"], message: "Invalid input: expected string" }); }
          else {
            if (v3.length > 131072 && codePointLength(v3) > 131072) { if (e === undefined) return false; ok = false; e.push({ path: [i2, "argv"], message: "Too big: expected string to have <=131072 characters" }); }
          }
        }
      }
    }
    const v4 = x.timeout;
    if (v4 !== undefined) {
      if (typeof v4 !== "number" || !Number.isFinite(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v4)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); }
        if (v4 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Too small: expected number to be >=1" }); }
      }
    }
    const v5 = x.workdir;
    if (v5 !== undefined) {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["workdir"], message: "Invalid input: expected string" }); }
    }
    const v6 = x.description;
    if (v6 !== undefined) {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Invalid input: expected string" }); }
    }
    for (const k7 in x) {
      switch (k7) {
        case "argv": case "timeout": case "workdir": case "description":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RunToolInput. */
export function isRunToolInput(x: unknown): x is RunToolInput {
  return runToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid RunToolInput, else every issue with its path. */
export function checkRunToolInput(x: unknown): GuardResult<RunToolInput> {
  const e: GuardIssue[] = [];
  return runToolInputGuard(x, e) ? { success: true, data: x as RunToolInput } : rejected(e);
}
