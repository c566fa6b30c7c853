// Code generated from schema/client/clientToolsClientMessage.schema.json. DO NOT EDIT.
import type { ClientToolsClientMessage } from "../types/clientToolsClientMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { clientToolsRegisterMessageGuard } from "./clientToolsRegisterMessage.js";
import { clientToolsResultMessageGuard } from "./clientToolsResultMessage.js";
import { clientToolsUnregisterMessageGuard } from "./clientToolsUnregisterMessage.js";

/** Checks ClientToolsClientMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsClientMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.type) {
    case "register": {
      if (!clientToolsRegisterMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "result": {
      if (!clientToolsResultMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "unregister": {
      if (!clientToolsUnregisterMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"register\" | \"result\" | \"unregister\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsClientMessage. */
export function isClientToolsClientMessage(x: unknown): x is ClientToolsClientMessage {
  return clientToolsClientMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsClientMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsClientMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsClientMessage> {
  const e: GuardIssue[] = [];
  return clientToolsClientMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsClientMessage } : rejected(e);
}
