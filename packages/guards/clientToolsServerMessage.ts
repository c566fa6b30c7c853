// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import type { ClientToolsServerMessage } from "../types/clientToolsServerMessage.js";
import { type GuardIssue, type GuardPath, type GuardResult, ROOT, explain } from "./_guards.js";
import { clientToolsCancelMessageGuard } from "./clientToolsCancelMessage.js";
import { clientToolsErrorMessageGuard } from "./clientToolsErrorMessage.js";
import { clientToolsRegisteredMessageGuard } from "./clientToolsRegisteredMessage.js";
import { clientToolsRequestMessageGuard } from "./clientToolsRequestMessage.js";

/** Checks ClientToolsServerMessage: `e` undefined answers only; else issues are recorded under path `p`. */
export function clientToolsServerMessageGuard(x: any, p: GuardPath, e: GuardIssue[] | undefined): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: p, message: "Invalid input: expected object" }); }
  else switch (x.type) {
    case "registered": {
      if (!clientToolsRegisteredMessageGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "request": {
      if (!clientToolsRequestMessageGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "error": {
      if (!clientToolsErrorMessageGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    case "cancel": {
      if (!clientToolsCancelMessageGuard(x, p, e)) { if (e === undefined) return false; ok = false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: [...p, "type"], message: "Invalid discriminator value: expected \"registered\" | \"request\" | \"error\" | \"cancel\"" }); }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsServerMessage. */
export function isClientToolsServerMessage(x: unknown): x is ClientToolsServerMessage {
  return clientToolsServerMessageGuard(x, ROOT, undefined);
}

/** `x` itself when it is a valid ClientToolsServerMessage, else every issue with its path. */
export function checkClientToolsServerMessage(x: unknown): GuardResult<ClientToolsServerMessage> {
  return clientToolsServerMessageGuard(x, ROOT, undefined) ? { success: true, data: x as ClientToolsServerMessage } : explain(clientToolsServerMessageGuard, x);
}
