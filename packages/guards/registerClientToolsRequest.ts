// Code generated from schema/client/registerClientToolsRequest.schema.json. DO NOT EDIT.
import type { RegisterClientToolsRequest } from "../types/registerClientToolsRequest.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolDefinitionGuard } from "./clientToolDefinition.js";

/** Checks RegisterClientToolsRequest: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function registerClientToolsRequestGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.sessionID;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v1 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v1.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
    }
    const v2 = x.clientID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["clientID"], message: "Missing required property \"clientID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["clientID"], message: "Invalid input: expected string" }); if (first) return false; }
    }
    const v3 = x.tools;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["tools"], message: "Missing required property \"tools\"" }); if (first) return false; }
    else {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: ["tools"], message: "Invalid input: expected array" }); if (first) return false; }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          const s6 = e === undefined ? 0 : e.length;
          if (!clientToolDefinitionGuard(v5, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s6, i4, "tools"); if (first) return false; }
        }
      }
    }
    for (const k7 in x) {
      switch (k7) {
        case "sessionID": case "clientID": case "tools":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid RegisterClientToolsRequest. */
export function isRegisterClientToolsRequest(x: unknown): x is RegisterClientToolsRequest {
  return registerClientToolsRequestGuard(x, undefined);
}

/** `x` itself when it is a valid RegisterClientToolsRequest, else every issue with its path (only the first with `{ first: true }`). */
export function checkRegisterClientToolsRequest(x: unknown, options?: CheckOptions): GuardResult<RegisterClientToolsRequest> {
  const e: GuardIssue[] = [];
  return registerClientToolsRequestGuard(x, e, options?.first) ? { success: true, data: x as RegisterClientToolsRequest } : rejected(e);
}
