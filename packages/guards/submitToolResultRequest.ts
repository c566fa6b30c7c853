// Code generated from schema/client/submitToolResultRequest.schema.json. DO NOT EDIT.
import type { SubmitToolResultRequest } from "../types/submitToolResultRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks SubmitToolResultRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function submitToolResultRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.requestID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v2 = x.result;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["result"], message: "Missing required property \"result\"" }); if (first) return false; }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!clientToolOutcomeGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "result"); if (first) return false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid SubmitToolResultRequest. */
export function isSubmitToolResultRequest(x: unknown): x is SubmitToolResultRequest {
  return submitToolResultRequestGuard(x, undefined);
}

/** `x` itself when it is a valid SubmitToolResultRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkSubmitToolResultRequest(x: unknown, options?: CheckOptions): GuardResult<SubmitToolResultRequest> {
  const e: GuardIssue[] = [];
  return submitToolResultRequestGuard(x, e, options?.first) ? { success: true, data: x as SubmitToolResultRequest } : rejected(e);
}
