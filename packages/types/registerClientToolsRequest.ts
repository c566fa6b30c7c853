// Code generated from schema/client/registerClientToolsRequest.schema.json. DO NOT EDIT.
import type { ClientToolDefinition } from "./clientToolDefinition.js";

/**
 * Body of `POST /client-tools/register`: the tools a client offers for a session.
 */
export interface RegisterClientToolsRequest {
  /**
   * Identifier of the session the tools are registered for (prefix `ses`); the server checks that the client owns it.
   */
  sessionID: string;
  /**
   * Identifier of the registering client.
   */
  clientID: string;
  /**
   * Tool definitions to register.
   */
  tools: ClientToolDefinition[];
}
