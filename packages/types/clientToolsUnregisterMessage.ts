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
   * Session whose tools are removed; when absent the tools are removed from every session of the client.
   */
  sessionID?: string;
  /**
   * Tool identifiers to remove; when absent every tool of the client is removed.
   */
  toolIDs?: string[];
}
