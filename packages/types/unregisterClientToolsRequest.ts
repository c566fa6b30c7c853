// Code generated from schema/client/unregisterClientToolsRequest.schema.json. DO NOT EDIT.

/**
 * Body of `DELETE /client-tools/unregister`: removes some or all of a client's tools.
 */
export interface UnregisterClientToolsRequest {
  /**
   * Identifier of the session the tools were registered for (prefix `ses`).
   */
  sessionID: string;
  /**
   * Identifier of the client whose tools are removed.
   */
  clientID: string;
  /**
   * Tool identifiers to remove; when absent every tool of the client is removed.
   */
  toolIDs?: string[];
}
