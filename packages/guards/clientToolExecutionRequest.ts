// Code generated from schema/client/clientToolExecutionRequest.schema.json. DO NOT EDIT.
import type { ClientToolExecutionRequest } from "../types/clientToolExecutionRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";

/** Checks ClientToolExecutionRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolExecutionRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "client-tool-request") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"client-tool-request\"" }); if (first) return false; }
    }
    const v2 = x.requestID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Missing required property \"requestID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["requestID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.sessionID;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v3 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v3.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v4 = x.messageID;
    if (v4 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Missing required property \"messageID\"" }); if (first) return false; }
    else {
      if (typeof v4 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v4.startsWith("msg")) { if (e === undefined) return false; ok = false; e.push({ path: ["messageID"], message: "Invalid string: must match pattern ^msg" }); if (first) return false; }
      }
    }
    const v5 = x.callID;
    if (v5 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Missing required property \"callID\"" }); if (first) return false; }
    else {
      if (typeof v5 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["callID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v6 = x.tool;
    if (v6 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Missing required property \"tool\"" }); if (first) return false; }
    else {
      if (typeof v6 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["tool"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v7 = x.input;
    if (v7 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Missing required property \"input\"" }); if (first) return false; }
    else {
      if (typeof v7 !== "object" || v7 === null || Array.isArray(v7)) { if (e === undefined) return false; ok = false; e.push({ path: ["input"], message: "Invalid input: expected object" }); if (first) return false; }
    }
    for (const k8 in x) {
      switch (k8) {
        case "type": case "requestID": case "sessionID": case "messageID": case "callID": case "tool": case "input":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k8], message: `Unrecognized key "${k8}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolExecutionRequest. */
export function isClientToolExecutionRequest(x: unknown): x is ClientToolExecutionRequest {
  return clientToolExecutionRequestGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolExecutionRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolExecutionRequest(x: unknown, options?: CheckOptions): GuardResult<ClientToolExecutionRequest> {
  const e: GuardIssue[] = [];
  return clientToolExecutionRequestGuard(x, e, options?.first) ? { success: true, data: x as ClientToolExecutionRequest } : rejected(e);
}
