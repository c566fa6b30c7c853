// Code generated from schema/client/submitToolResultRequest.schema.json. DO NOT EDIT.
import type { ClientToolOutcome } from "./clientToolOutcome.js";

/**
 * Body of `POST /client-tools/result`: the outcome of an execution request, submitted over HTTP.
 */
export interface SubmitToolResultRequest {
  /**
   * Identifier of the execution request being answered.
   */
  requestID: string;
  /**
   * Outcome of the execution.
   */
  result: ClientToolOutcome;
}
