// Code generated from schema/client/clientToolExecutionResponse.schema.json. DO NOT EDIT.
import type { ClientToolOutcome } from "./clientToolOutcome.js";

/**
 * Response from a client carrying the outcome of an execution request.
 */
export interface ClientToolExecutionResponse {
  /**
   * Message discriminator; always `client-tool-response`.
   */
  type: "client-tool-response";
  /**
   * Identifier of the execution request being answered.
   */
  requestID: string;
  /**
   * Outcome of the execution.
   */
  result: ClientToolOutcome;
}
