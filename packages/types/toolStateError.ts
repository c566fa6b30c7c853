// Code generated from schema/tool/toolStateError.schema.json. DO NOT EDIT.
import type { ToolTimeRange } from "./toolTimeRange.js";

/**
 * State of a tool call that failed, was rejected by the permission service, or was aborted.
 */
export interface ToolStateError {
  /**
   * Discriminator of the tool state union; always `error` here (the tool failed).
   */
  status: "error";
  /**
   * Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * Error message describing why the call failed.
   */
  error: string;
  /**
   * Tool-specific data gathered before the failure, kept so that it is not lost when the call errors.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * When execution started and when it failed.
   */
  time: ToolTimeRange;
}
