// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import type { ClientToolsServerMessage } from "../types/clientToolsServerMessage.js";
import { type CheckOptions, type GuardIssue, type GuardResult, rejected } from "./_guards.js";
import { clientToolsCancelMessageGuard } from "./clientToolsCancelMessage.js";
import { clientToolsErrorMessageGuard } from "./clientToolsErrorMessage.js";
import { clientToolsRegisteredMessageGuard } from "./clientToolsRegisteredMessage.js";
import { clientToolsRequestMessageGuard } from "./clientToolsRequestMessage.js";

/** Checks ClientToolsServerMessage: `e` undefined answers only; else every issue is recorded in `e` (only the first when `first`). */
export function clientToolsServerMessageGuard(x: any, e: GuardIssue[] | undefined, first?: boolean): boolean {
  let ok = true;
  if (typeof x !== "object" || x === null || Array.isArray(x)) { if (e === undefined) return false; ok = false; e.push({ path: [], message: "Invalid input: expected object" }); if (first) return false; }
  else switch (x.type) {
    case "registered": {
      if (!clientToolsRegisteredMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "request": {
      if (!clientToolsRequestMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "error": {
      if (!clientToolsErrorMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    case "cancel": {
      if (!clientToolsCancelMessageGuard(x, e, first)) { if (e === undefined) return false; ok = false; if (first) return false; }
      break;
    }
    default:
      { if (e === undefined) return false; ok = false; e.push({ path: ["type"], message: "Invalid discriminator value: expected \"registered\" | \"request\" | \"error\" | \"cancel\"" }); if (first) return false; }
  }
  return ok;
}

/** True when `x` is a valid ClientToolsServerMessage. */
export function isClientToolsServerMessage(x: unknown): x is ClientToolsServerMessage {
  return clientToolsServerMessageGuard(x, undefined);
}

/** `x` itself when it is a valid ClientToolsServerMessage, else every issue with its path (only the first with `{ first: true }`). */
export function checkClientToolsServerMessage(x: unknown, options?: CheckOptions): GuardResult<ClientToolsServerMessage> {
  const e: GuardIssue[] = [];
  return clientToolsServerMessageGuard(x, e, options?.first) ? { success: true, data: x as ClientToolsServerMessage } : rejected(e);
}
