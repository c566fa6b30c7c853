// Code generated from schema/client/clientToolsRegisterMessage.schema.json. DO NOT EDIT.
import type { ClientToolDefinition } from "./clientToolDefinition";

/**
 * WebSocket message from client to server registering tools.
 */
export interface ClientToolsRegisterMessage {
  /**
   * WebSocket message discriminator (client to server); always `register` here.
   */
  type: "register";
  /**
   * Tool definitions to register.
   */
  tools: ClientToolDefinition[];
}
