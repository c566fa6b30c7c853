// Code generated from schema/server/serverError.schema.json. DO NOT EDIT.
import type { ServerError } from "../types/serverError.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, codePointLength, explain } from "./_guards.js";
import { serverErrorCodeGuard } from "./serverErrorCode.js";

/** Checks ServerError: `e` undefined answers only; else issues are recorded under path `p`. */
export function serverErrorGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.code;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "code"], message: "Missing required property \"code\"" }); }
    else {
      if (!serverErrorCodeGuard(v1, e === undefined ? p : [...p, "code"], e)) { if (e === undefined) return false; ok = false; }
    }
    const v2 = x.name;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Missing required property \"name\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Invalid input: expected string" }); }
      else {
        if (v2.length < 2 && codePointLength(v2) < 1) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "name"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    const v3 = x.message;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Missing required property \"message\"" }); }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "message"], message: "Invalid input: expected string" }); }
    }
    const v4 = x.issues;
    if (v4 !== undefined) {
      if (!Array.isArray(v4)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "issues"], message: "Invalid input: expected array" }); }
      else {
        for (let i5 = 0; i5 < v4.length; i5++) {
          const v6 = v4[i5];
          if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "issues", i5], message: "Invalid input: expected string" }); }
        }
      }
    }
    for (const k7 in x) {
      switch (k7) {
        case "code": case "name": case "message": case "issues":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k7], message: `Unrecognized key "${k7}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ServerError. */
export function isServerError(x: unknown): x is ServerError {
  return serverErrorGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ServerError, else every issue with its path. */
export function checkServerError(x: unknown): GuardResult<ServerError> {
  return serverErrorGuard(x, ROOT, undefined) ? { success: true, data: x as ServerError } : explain(serverErrorGuard, x);
}
