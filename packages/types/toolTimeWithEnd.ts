// Code generated from schema/tool/toolTimeWithEnd.schema.json. DO NOT EDIT.

/**
 * Timing of a completed tool call: start and end of execution, plus the moment its output was compacted out of the model context, if that happened.
 */
export interface ToolTimeWithEnd {
  /**
   * When the tool started executing (Unix epoch timestamp in milliseconds).
   */
  start: number;
  /**
   * When the tool finished executing (Unix epoch timestamp in milliseconds).
   */
  end: number;
  /**
   * When the tool output was compacted (pruned from the conversation sent to the model); absent while the output is still in context (Unix epoch timestamp in milliseconds).
   */
  compacted?: number;
}
