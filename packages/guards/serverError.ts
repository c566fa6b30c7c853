// Code generated from schema/server/serverError.schema.json. DO NOT EDIT.
import type { ServerError } from "../types/serverError.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, codePointLength, rejected } from "./_guards.js";
import { serverErrorCodeGuard } from "./serverErrorCode.js";

/** Checks ServerError: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function serverErrorGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.code;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["code"], message: "Missing required property \"code\"" }); if (first) return false; }
    else {
      const s2 = e === undefined ? 0 : e.length;
      if (!serverErrorCodeGuard(v1, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s2, "code"); if (first) return false; }
    }
    const v3 = x.name;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Missing required property \"name\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v3.length < 2 && codePointLength(v3) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["name"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    const v4 = x.message;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Missing required property \"message\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["message"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v5 = x.issues;
    if (v5 !== undefined) {
      if (!Array.isArray(v5)) { if (e === undefined) return false; ok = false; e.push({ path: ["issues"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i6 = 0; i6 < v5.length; i6++) {
          const v7 = v5[i6];
          if (typeof v7 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i6, "issues"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    for (const k8 in x) {
      switch (k8) {
        case "code": case "name": case "message": case "issues":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k8], message: `Unrecognized key "${k8}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ServerError. */
export function isServerError(x: unknown): x is ServerError {
  return serverErrorGuard(x, undefined);
}

/** `x` itself when it is a valid ServerError, else every issue with its path (only the first with `{ first: true }`). */
export function checkServerError(x: unknown, options?: CheckOptions): GuardResult<ServerError> {
  const e: GuardIssue[] = [];
  return serverErrorGuard(x, e, options?.first) ? { success: true, data: x as ServerError } : rejected(e);
}
