// Code generated from schema/client/clientToolsRegisteredMessage.schema.json. DO NOT EDIT.

/**
 * WebSocket message from server to client confirming a registration.
 */
export interface ClientToolsRegisteredMessage {
  /**
   * WebSocket message discriminator (server to client); always `registered` here.
   */
  type: "registered";
  /**
   * Session the tools were registered for.
   */
  sessionID: string;
  /**
   * Registered tool identifiers, each `client_<clientID>_<id>`.
   */
  toolIDs: string[];
  /**
   * Secret that proves ownership of this client ID: a connection that reconnects within the grace period presents it to get its tools back.
   */
  clientSecret: string;
}
