// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.
import type { ServerErrorCode } from "./serverErrorCode.js";

/**
 * Message from server to client reporting that a client message could not be processed; the connection stays open.
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
  /**
   * Stable error code (the gRPC canonical code name), e.g. `INVALID_ARGUMENT` or `NOT_FOUND`.
   */
  code?: ServerErrorCode;
  /**
   * The execution request the error is about, when there is one.
   */
  requestID?: string;
}
