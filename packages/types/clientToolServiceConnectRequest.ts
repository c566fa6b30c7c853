// Code generated from schema/client/clientToolServiceConnectRequest.schema.json. DO NOT EDIT.
import type { ClientToolsClientMessage } from "./clientToolsClientMessage.js";

/**
 * One message a client sends on the gRPC Connect stream (register, result or unregister), wrapped because an RPC takes its own message type.
 */
export interface ClientToolServiceConnectRequest {
  /**
   * The message, exactly as it is sent over the WebSocket.
   */
  message: ClientToolsClientMessage;
}
