// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import type { ClientToolsErrorMessage } from "./clientToolsErrorMessage";
import type { ClientToolsRegisteredMessage } from "./clientToolsRegisteredMessage";
import type { ClientToolsRequestMessage } from "./clientToolsRequestMessage";

/**
 * Any WebSocket message the server sends on `/client-tools/ws/:clientID`, discriminated by `type`: `registered`, `request` or `error`.
 */
export type ClientToolsServerMessage =
  ClientToolsRegisteredMessage | ClientToolsRequestMessage | ClientToolsErrorMessage;
