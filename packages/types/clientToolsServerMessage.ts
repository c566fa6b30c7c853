// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import type { ClientToolsCancelMessage } from "./clientToolsCancelMessage";
import type { ClientToolsErrorMessage } from "./clientToolsErrorMessage";
import type { ClientToolsRegisteredMessage } from "./clientToolsRegisteredMessage";
import type { ClientToolsRequestMessage } from "./clientToolsRequestMessage";

/**
 * Any message the server sends on `/client-tools/ws/:clientID` or the gRPC Connect stream, discriminated by `type`: `registered`, `request`, `cancel` or `error`.
 */
export type ClientToolsServerMessage =
  | ClientToolsRegisteredMessage
  | ClientToolsRequestMessage
  | ClientToolsErrorMessage
  | ClientToolsCancelMessage;
