// Code generated from schema/tools/editToolInput.schema.json. DO NOT EDIT.
import type { EditToolInput } from "../types/editToolInput.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks EditToolInput: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function editToolInputGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
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
    const v2 = x.oldString;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["oldString"], message: "Missing required property \"oldString\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["oldString"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.newString;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["newString"], message: "Missing required property \"newString\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["newString"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v4 = x.replaceAll;
    if (v4 !== undefined) {
      if (typeof v4 !== "boolean") { if (e === undefined) return false; ok = false; e.push({ path: ["replaceAll"], message: "Invalid input: expected boolean" }); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "filePath": case "oldString": case "newString": case "replaceAll":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid EditToolInput. */
export function isEditToolInput(x: unknown): x is EditToolInput {
  return editToolInputGuard(x, undefined);
}

/** `x` itself when it is a valid EditToolInput, else every issue with its path (only the first with `{ first: true }`). */
export function checkEditToolInput(x: unknown, options?: CheckOptions): GuardResult<EditToolInput> {
  const e: GuardIssue[] = [];
  return editToolInputGuard(x, e, options?.first) ? { success: true, data: x as EditToolInput } : rejected(e);
}
