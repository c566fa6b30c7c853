// Code generated from schema/tool/toolStateRunning.schema.json. DO NOT EDIT.
import type { ToolTime } from "./toolTime.js";

/**
 * State of a tool call that is executing. Metadata published while running (live output, previews) is carried here and must survive the transition to completed.
 */
export interface ToolStateRunning {
  /**
   * Discriminator of the tool state union; always `running` here (the tool is executing).
   */
  status: "running";
  /**
   * Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * Short human-readable title for the call, when the tool has already produced one.
   */
  title?: string;
  /**
   * Tool-specific live data published while running, such as partial stdout or a diff preview.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * When execution started.
   */
  time: ToolTime;
}
