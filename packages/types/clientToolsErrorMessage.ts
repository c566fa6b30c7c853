// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.

/**
 * WebSocket message from server to client reporting that a client message could not be processed.
 */
export interface ClientToolsErrorMessage {
  /**
   * WebSocket message discriminator (server to client); always `error` here.
   */
  type: "error";
  /**
   * Description of the problem.
   */
  error: string;
}
