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
   * Registered tool identifiers, each `client_<clientID>_<id>`.
   */
  toolIDs: string[];
}
