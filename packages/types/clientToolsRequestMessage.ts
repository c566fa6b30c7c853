// Code generated from schema/client/clientToolsRequestMessage.schema.json. DO NOT EDIT.
import type { ClientToolExecutionRequest } from "./clientToolExecutionRequest.js";

/**
 * WebSocket message from server to client asking it to execute a tool.
 */
export interface ClientToolsRequestMessage {
  /**
   * WebSocket message discriminator (server to client); always `request` here.
   */
  type: "request";
  /**
   * The execution request.
   */
  request: ClientToolExecutionRequest;
}
