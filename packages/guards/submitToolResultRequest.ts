// Code generated from schema/client/submitToolResultRequest.schema.json. DO NOT EDIT.
import type { SubmitToolResultRequest } from "../types/submitToolResultRequest.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks SubmitToolResultRequest: `e` undefined answers only; else issues are recorded under path `p`. */
export function submitToolResultRequestGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.requestID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "requestID"], message: "Invalid input: expected string" }); }
    }
    const v2 = x.result;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "result"], message: "Missing required property \"result\"" }); }
    else {
      if (!clientToolOutcomeGuard(v2, e === undefined ? p : [...p, "result"], e)) { if (e === undefined) return false; ok = false; }
    }
    for (const k3 in x) {
      switch (k3) {
        case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k3], message: `Unrecognized key "${k3}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid SubmitToolResultRequest. */
export function isSubmitToolResultRequest(x: unknown): x is SubmitToolResultRequest {
  return submitToolResultRequestGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid SubmitToolResultRequest, else every issue with its path. */
export function checkSubmitToolResultRequest(x: unknown): GuardResult<SubmitToolResultRequest> {
  return submitToolResultRequestGuard(x, ROOT, undefined) ? { success: true, data: x as SubmitToolResultRequest } : explain(submitToolResultRequestGuard, x);
}
