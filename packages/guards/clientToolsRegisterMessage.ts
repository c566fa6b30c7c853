// Code generated from schema/client/clientToolsRegisterMessage.schema.json. DO NOT EDIT.
import type { ClientToolsRegisterMessage } from "../types/clientToolsRegisterMessage.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolDefinitionGuard } from "./clientToolDefinition.js";

const $re1 = new RegExp("^ses", "u");

/** Checks ClientToolsRegisterMessage: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolsRegisterMessageGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else {
    const v1 = x.type;
    if (v1 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Missing required property \"type\"" }); }
    else {
      if (v1 !== "register") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid input: expected \"register\"" }); }
    }
    const v2 = x.sessionID;
    if (v2 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Missing required property \"sessionID\"" }); }
    else {
      if (typeof v2 !== "string") { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid input: expected string" }); }
      else {
        if (!$re1.test(v2)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "sessionID"], message: "Invalid string: must match pattern ^ses" }); }
      }
    }
    const v3 = x.tools;
    if (v3 === undefined) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "tools"], message: "Missing required property \"tools\"" }); }
    else {
      if (!Array.isArray(v3)) { if (e === undefined) return false; ok = false; e.push({ path: [...p, "tools"], message: "Invalid input: expected array" }); }
      else {
        for (let i4 = 0; i4 < v3.length; i4++) {
          const v5 = v3[i4];
          if (!clientToolDefinitionGuard(v5, e === undefined ? p : [...p, "tools", i4], e)) { if (e === undefined) return false; ok = false; }
        }
      }
    }
    for (const k6 in x) {
      switch (k6) {
        case "type": case "sessionID": case "tools":
          break;
        default:
          { if (e === undefined) return false; ok = false; e.push({ path: [...p, k6], message: `Unrecognized key "${k6}"` }); }
      }
    }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsRegisterMessage. */
export function isClientToolsRegisterMessage(x: unknown): x is ClientToolsRegisterMessage {
  return clientToolsRegisterMessageGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolsRegisterMessage, else every issue with its path. */
export function checkClientToolsRegisterMessage(x: unknown): GuardResult<ClientToolsRegisterMessage> {
  return clientToolsRegisterMessageGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolsRegisterMessage } : explain(clientToolsRegisterMessageGuard, x);
}
