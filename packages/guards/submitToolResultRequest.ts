// Code generated from schema/client/submitToolResultRequest.schema.json. DO NOT EDIT.
import type { SubmitToolResultRequest } from "../types/submitToolResultRequest.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks SubmitToolResultRequest: `e` undefined answers only; else every issue is recorded in `e`. */
export function submitToolResultRequestGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.requestID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); }
    }
    const v2 = x.result;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["result"], message: "Missing required property \"result\"" }); }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!clientToolOutcomeGuard(v2, e)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "result"); }
    }
    for (const k4 in x) {
      switch (k4) {
        case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid SubmitToolResultRequest. */
export function isSubmitToolResultRequest(x: unknown): x is SubmitToolResultRequest {
  return submitToolResultRequestGuard(x, undefined);
}

/** `x` itself when it is a valid SubmitToolResultRequest, else every issue with its path. */
export function checkSubmitToolResultRequest(x: unknown): GuardResult<SubmitToolResultRequest> {
  const e: GuardIssue[] = [];
  return submitToolResultRequestGuard(x, e) ? { success: true, data: x as SubmitToolResultRequest } : rejected(e);
}
