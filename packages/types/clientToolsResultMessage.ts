// Code generated from schema/client/clientToolsResultMessage.schema.json. DO NOT EDIT.
import type { ClientToolOutcome } from "./clientToolOutcome.js";

/**
 * WebSocket message from client to server carrying the outcome of an execution request.
 */
export interface ClientToolsResultMessage {
  /**
   * WebSocket message discriminator (client to server); always `result` here.
   */
  type: "result";
  /**
   * Identifier of the execution request being answered.
   */
  requestID: string;
  /**
   * Outcome of the execution.
   */
  result: ClientToolOutcome;
}
