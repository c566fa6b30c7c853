// Code generated from schema/client/clientToolExecutionResponse.schema.json. DO NOT EDIT.
import type { ClientToolExecutionResponse } from "../types/clientToolExecutionResponse.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks ClientToolExecutionResponse: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolExecutionResponseGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "client-tool-response") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"client-tool-response\"" }); if (first) return false; }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.result;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["result"], message: "Missing required property \"result\"" }); if (first) return false; }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!clientToolOutcomeGuard(v3, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "result"); if (first) return false; }
    }
    for (const k5 in x) {
      switch (k5) {
        case "type": case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolExecutionResponse. */
export function isClientToolExecutionResponse(x: unknown): x is ClientToolExecutionResponse {
  return clientToolExecutionResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolExecutionResponse, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolExecutionResponse(x: unknown, options?: CheckOptions): GuardResult<ClientToolExecutionResponse> {
  const e: GuardIssue[] = [];
  return clientToolExecutionResponseGuard(x, e, options?.first) ? { success: true, data: x as ClientToolExecutionResponse } : rejected(e);
}
