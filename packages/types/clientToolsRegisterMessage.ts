// Code generated from schema/client/clientToolsRegisterMessage.schema.json. DO NOT EDIT.
import type { ClientToolDefinition } from "./clientToolDefinition.js";

/**
 * WebSocket (and gRPC Connect) message from client to server registering tools for one session; registering an id again replaces that tool.
 */
export interface ClientToolsRegisterMessage {
  /**
   * WebSocket message discriminator (client to server); always `register` here.
   */
  type: "register";
  /**
   * Identifier of the session the tools are registered for (prefix `ses`); a client registers per session.
   */
  sessionID: string;
  /**
   * Tool definitions to register.
   */
  tools: ClientToolDefinition[];
}
