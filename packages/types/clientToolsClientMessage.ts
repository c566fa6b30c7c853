// Code generated from schema/client/clientToolsClientMessage.schema.json. DO NOT EDIT.
import type { ClientToolsRegisterMessage } from "./clientToolsRegisterMessage.js";
import type { ClientToolsResultMessage } from "./clientToolsResultMessage.js";
import type { ClientToolsUnregisterMessage } from "./clientToolsUnregisterMessage.js";

/**
 * Any message a client sends on `/client-tools/ws/:clientID` or the gRPC Connect stream, discriminated by `type`: `register`, `result` or `unregister`.
 */
export type ClientToolsClientMessage =
  | ClientToolsRegisterMessage
  | ClientToolsResultMessage
  | ClientToolsUnregisterMessage;
