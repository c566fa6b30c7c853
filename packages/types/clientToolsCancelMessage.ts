// Code generated from schema/client/clientToolsCancelMessage.schema.json. DO NOT EDIT.

/**
 * Message from server to client: stop working on an execution request (it timed out, was aborted, or the session was aborted); a result sent afterwards is refused.
 */
export interface ClientToolsCancelMessage {
  /**
   * Message discriminator (server to client); always `cancel` here.
   */
  type: "cancel";
  /**
   * Identifier of the execution request to stop.
   */
  requestID: string;
  /**
   * Why the request was cancelled, e.g. `timed out after 30 s`.
   */
  reason: string;
}
