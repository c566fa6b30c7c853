// Code generated from schema/tool/toolTime.schema.json. DO NOT EDIT.

/**
 * Timing of a tool call that is still running: only the moment execution started is known.
 */
export interface ToolTime {
  /**
   * When the tool started executing (Unix epoch timestamp in milliseconds).
   */
  start: number;
}
