// Code generated from schema/client/registerClientToolsResponse.schema.json. DO NOT EDIT.
import type { RegisterClientToolsResponse } from "../types/registerClientToolsResponse.js";
import { type GuardIssue, type GuardResult, codePointLength, rejected } from "./_guards.js";

/** Checks RegisterClientToolsResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function registerClientToolsResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.registered;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["registered"], message: "Missing required property \"registered\"" }); }
    else {
      if (!Array.isArray(v1)) { if (e === undefined) return false; ok = false; e.push({ path: ["registered"], message: "Invalid input: expected array" }); }
      else {
        for (let i2 = 0; i2 < v1.length; i2++) {
          const v3 = v1[i2];
          if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [i2, "registered"], message: "Invalid input: expected string" }); }
        }
      }
    }
    const v4 = x.clientSecret;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Missing required property \"clientSecret\"" }); }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Invalid input: expected string" }); }
      else {
        if (v4.length < 2 && codePointLength(v4) < 1) { if (e === undefined) return false; ok = false; e.push({ path: ["clientSecret"], message: "Too small: expected string to have >=1 characters" }); }
      }
    }
    for (const k5 in x) {
      switch (k5) {
        case "registered": case "clientSecret":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RegisterClientToolsResponse. */
export function isRegisterClientToolsResponse(x: unknown): x is RegisterClientToolsResponse {
  return registerClientToolsResponseGuard(x, undefined);
}

/** `x` itself when it is a valid RegisterClientToolsResponse, else every issue with its path. */
export function checkRegisterClientToolsResponse(x: unknown): GuardResult<RegisterClientToolsResponse> {
  const e: GuardIssue[] = [];
  return registerClientToolsResponseGuard(x, e) ? { success: true, data: x as RegisterClientToolsResponse } : rejected(e);
}
