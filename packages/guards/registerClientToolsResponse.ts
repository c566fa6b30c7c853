// Code generated from schema/client/registerClientToolsResponse.schema.json. DO NOT EDIT.
import type { RegisterClientToolsResponse } from "../types/registerClientToolsResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks RegisterClientToolsResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function registerClientToolsResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.registered;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["registered"], message: "Missing required property \"registered\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["registered"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i2, "registered"], message: "Invalid input: expected string" }); if (first) return false; }
        }
      }
    }
    const v4 = x.clientSecret;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Missing required property \"clientSecret\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (v4.length < 2 && codePointLength(v4) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Too small: expected string to have >=1 characters" }); if (first) return false; }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "registered": case "clientSecret":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RegisterClientToolsResponse. */
export function isRegisterClientToolsResponse(x: unknown): x is RegisterClientToolsResponse {
  return registerClientToolsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid RegisterClientToolsResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkRegisterClientToolsResponse(x: unknown, options?: CheckOptions): GuardResult<RegisterClientToolsResponse> {
  const e: GuardIssue[] = [];
  return registerClientToolsResponseGuard(x, e, options?.first) ? { success: true, data: x as RegisterClientToolsResponse } : rejected(e);
}
