// Code generated from schema/tools/bashToolInput.schema.json. DO NOT EDIT.
import type { BashToolInput } from "../types/bashToolInput.js";
import { type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks BashToolInput: `e` undefined answers only; else every issue is recorded in `e`. */
export function bashToolInputGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.command;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["command"], message: "Missing required property \"command\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["command"], message: "Invalid input: expected string" }); }
      else {
        if (v1.length < 2 && codePointLength(v1) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["command"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    const v2 = x.timeout;
    if (v2 !== undefined) {
      if (typeof v2 !== "number" || !Number.isFinite(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); }
      else {
        if (!Number.isInteger(v2)) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Invalid input: expected integer" }); }
        if (v2 < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["timeout"], message: "Too small: expected number to be >=1" }); }
      }
    }
    const v3 = x.workdir;
    if (v3 !== undefined) {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["workdir"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.description;
    if (v4 !== undefined) {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["description"], message: "Invalid input: expected string" }); }
    }
    for (const k5 in x) {
      switch (k5) {
        case "command": case "timeout": case "workdir": case "description":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid BashToolInput. */
export function isBashToolInput(x: unknown): x is BashToolInput {
  return bashToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid BashToolInput, else every issue with its path. */
export function checkBashToolInput(x: unknown): GuardResult<BashToolInput> {
  const e: GuardIssue[] = [];
  return bashToolInputGuard(x, e) ? { success: true, data: x as BashToolInput } : rejected(e);
}
