// Code generated from schema/client/clientToolExecutionResponse.schema.json. DO NOT EDIT.
import type { ClientToolExecutionResponse } from "../types/clientToolExecutionResponse.js";
import { type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolOutcomeGuard } from "./clientToolOutcome.js";

/** Checks ClientToolExecutionResponse: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolExecutionResponseGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "client-tool-response") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"client-tool-response\"" }); }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); }
    }
    const v3 = x.result;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["result"], message: "Missing required property \"result\"" }); }
    else {
      const s4 = e === undefined ? 0 : e.length;
      if (!clientToolOutcomeGuard(v3, e)) { if (e === undefined) return false; ok = false; appendPath(e, s4, "result"); }
    }
    for (const k5 in x) {
      switch (k5) {
        case "type": case "requestID": case "result":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k5], message: `Unrecognized key "${k5}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolExecutionResponse. */
export function isClientToolExecutionResponse(x: unknown): x is ClientToolExecutionResponse {
  return clientToolExecutionResponseGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolExecutionResponse, else every issue with its path. */
export function checkClientToolExecutionResponse(x: unknown): GuardResult<ClientToolExecutionResponse> {
  const e: GuardIssue[] = [];
  return clientToolExecutionResponseGuard(x, e) ? { success: true, data: x as ClientToolExecutionResponse } : rejected(e);
}
