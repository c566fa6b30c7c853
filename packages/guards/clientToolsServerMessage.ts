// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import type { ClientToolsServerMessage } from "../types/clientToolsServerMessage.js";
import { type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { clientToolsCancelMessageGuard } from "./clientToolsCancelMessage.js";
import { clientToolsErrorMessageGuard } from "./clientToolsErrorMessage.js";
import { clientToolsRegisteredMessageGuard } from "./clientToolsRegisteredMessage.js";
import { clientToolsRequestMessageGuard } from "./clientToolsRequestMessage.js";

/** Checks ClientToolsServerMessage: `e` undefined answers only; else every issue is recorded in `e`. */
export function clientToolsServerMessageGuard(x: any, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "registered": {
      if (!clientToolsRegisteredMessageGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "request": {
      if (!clientToolsRequestMessageGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "error": {
      if (!clientToolsErrorMessageGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "cancel": {
      if (!clientToolsCancelMessageGuard(x, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"registered\" | \"request\" | \"error\" | \"cancel\"" }); }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsServerMessage. */
export function isClientToolsServerMessage(x: unknown): x is ClientToolsServerMessage {
  return clientToolsServerMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsServerMessage, else every issue with its path. */
export function checkClientToolsServerMessage(x: unknown): GuardResult<ClientToolsServerMessage> {
  const e: GuardIssue[] = [];
  return clientToolsServerMessageGuard(x, e) ? { success: true, data: x as ClientToolsServerMessage } : rejected(e);
}
