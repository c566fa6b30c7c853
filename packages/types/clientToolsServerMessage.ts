// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import type { ClientToolsCancelMessage } from "./clientToolsCancelMessage.js";
import type { ClientToolsErrorMessage } from "./clientToolsErrorMessage.js";
import type { ClientToolsRegisteredMessage } from "./clientToolsRegisteredMessage.js";
import type { ClientToolsRequestMessage } from "./clientToolsRequestMessage.js";

/**
 * Any message the server sends on `/client-tools/ws/:clientID` or the gRPC Connect stream, discriminated by `type`: `registered`, `request`, `cancel` or `error`.
 */
export type ClientToolsServerMessage =
  | ClientToolsRegisteredMessage
  | ClientToolsRequestMessage
  | ClientToolsErrorMessage
  | ClientToolsCancelMessage;
