// Code generated from schema/client/clientToolsRegisterMessage.schema.json. DO NOT EDIT.
import type { ClientToolsRegisterMessage } from "../types/clientToolsRegisterMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, appendPath, rejected } from "./_guards.js";
import { clientToolDefinitionGuard } from "./clientToolDefinition.js";

/** Checks ClientToolsRegisterMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsRegisterMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Missing required property \"type\"" }); if (first) return false; }
    else {
      if (v1 !== "register") { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid input: expected \"register\"" }); if (first) return false; }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Missing required property \"sessionID\"" }); if (first) return false; }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid input: expected string" }); if (first) return false; }
      else {
        if (!v2.startsWith("ses")) { if (e === undefined) return false; ok = false; e.push({ path: ["sessionID"], message: "Invalid string: must match pattern ^ses" }); if (first) return false; }
      }
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
        case "type": case "sessionID": case "tools":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [k7], message: `Unrecognized key "${k7}"` }); if (first) return false; }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsRegisterMessage. */
export function isClientToolsRegisterMessage(x: unknown): x is ClientToolsRegisterMessage {
  return clientToolsRegisterMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsRegisterMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsRegisterMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsRegisterMessage> {
  const e: GuardIssue[] = [];
  return clientToolsRegisterMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsRegisterMessage } : rejected(e);
}
