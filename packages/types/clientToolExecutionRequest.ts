// Code generated from schema/client/clientToolExecutionRequest.schema.json. DO NOT EDIT.

/**
 * Request from the server asking a client to execute one of its registered tools (delivered over SSE `tool-request` events or the WebSocket `request` message).
 */
export interface ClientToolExecutionRequest {
  /**
   * Message discriminator; always `client-tool-request`.
   */
  type: "client-tool-request";
  /**
   * Identifier of this execution request, echoed back with the result.
   */
  requestID: string;
  /**
   * Identifier of the session the tool call belongs to (prefix `ses`).
   */
  sessionID: string;
  /**
   * Identifier of the assistant message containing the tool call (prefix `msg`).
   */
  messageID: string;
  /**
   * Provider-assigned identifier of the tool call.
   */
  callID: string;
  /**
   * Registered (prefixed) identifier of the tool to execute.
   */
  tool: string;
  /**
   * Arguments the model passed to the tool, already validated against the tool's parameters schema.
   */
  input: {
    [k: string]: unknown;
  };
}
