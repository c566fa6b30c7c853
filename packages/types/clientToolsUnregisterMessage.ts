// Code generated from schema/client/clientToolsUnregisterMessage.schema.json. DO NOT EDIT.

/**
 * WebSocket message from client to server removing some or all of its tools.
 */
export interface ClientToolsUnregisterMessage {
  /**
   * WebSocket message discriminator (client to server); always `unregister` here.
   */
  type: "unregister";
  /**
   * Tool identifiers to remove; when absent every tool of the client is removed.
   */
  toolIDs?: string[];
}
