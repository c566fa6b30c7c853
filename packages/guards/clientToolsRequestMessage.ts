// Code generated from schema/client/clientToolsRequestMessage.schema.json. DO NOT EDIT.
import type { ClientToolsRequestMessage } from "../types/clientToolsRequestMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolExecutionRequestGuard } from "./clientToolExecutionRequest.js";

/** Checks ClientToolsRequestMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsRequestMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "request") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"request\"" }); if (first) return false; }
    }
    const v2 = x.request;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["request"], message: "Missing required property \"request\"" }); if (first) return false; }
    else {
      const s3 = e === undefined ? 0 : e.length;
      if (!clientToolExecutionRequestGuard(v2, e, first)) { if (e === undefined) return false; ok = false; appendPath(e, s3, "request"); if (first) return false; }
    }
    for (const k4 in x) {
      switch (k4) {
        case "type": case "request":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k4], message: `Unrecognized key "${k4}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsRequestMessage. */
export function isClientToolsRequestMessage(x: unknown): x is ClientToolsRequestMessage {
  return clientToolsRequestMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsRequestMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsRequestMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsRequestMessage> {
  const e: GuardIssue[] = [];
  return clientToolsRequestMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsRequestMessage } : rejected(e);
}
