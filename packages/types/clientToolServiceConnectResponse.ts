// Code generated from schema/client/clientToolServiceConnectResponse.schema.json. DO NOT EDIT.
import type { ClientToolsServerMessage } from "./clientToolsServerMessage.js";

/**
 * One message the server sends on the gRPC Connect stream (registered, request, cancel or error), wrapped because an RPC returns its own message type.
 */
export interface ClientToolServiceConnectResponse {
  /**
   * The message, exactly as it is sent over the WebSocket.
   */
  message: ClientToolsServerMessage;
}
