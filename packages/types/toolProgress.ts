// Code generated from schema/invocation/toolProgress.schema.json. DO NOT EDIT.

/**
 * Progress report of a long-running tool, sent with tool call updates.
 */
export interface ToolProgress {
  /**
   * Completion in percent, from 0 to 100.
   */
  percentage: number;
  /**
   * Optional human-readable description of the current step.
   */
  message?: string;
}
