// Code generated from schema/tool/toolTimeRange.schema.json. DO NOT EDIT.

/**
 * Timing of a failed tool call: start and end of execution. Unlike toolTimeWithEnd it has no `compacted` field, matching OpenCode's ToolStateError, where only completed output is ever compacted.
 */
export interface ToolTimeRange {
  /**
   * When the tool started executing (Unix epoch timestamp in milliseconds).
   */
  start: number;
  /**
   * When the tool failed or was aborted (Unix epoch timestamp in milliseconds).
   */
  end: number;
}
