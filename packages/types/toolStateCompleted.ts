// Code generated from schema/tool/toolStateCompleted.schema.json. DO NOT EDIT.
import type { FilePart } from "./filePart.js";
import type { ToolTimeWithEnd } from "./toolTimeWithEnd.js";

/**
 * State of a tool call that finished successfully. Title and metadata are required so that nothing published while running is dropped on completion.
 */
export interface ToolStateCompleted {
  /**
   * Discriminator of the tool state union; always `completed` here (the tool finished successfully).
   */
  status: "completed";
  /**
   * Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent.
   */
  input: {
    [k: string]: unknown;
  };
  /**
   * Text result of the tool, as given back to the model.
   */
  output: string;
  /**
   * Short human-readable title summarising the call, for display.
   */
  title: string;
  /**
   * Tool-specific structured result (diffs, diagnostics, exit codes, truncation flags); an empty object when the tool has none.
   */
  metadata: {
    [k: string]: unknown;
  };
  /**
   * When execution started and ended, and when the output was compacted if it was.
   */
  time: ToolTimeWithEnd;
  /**
   * Files produced by the tool (images, PDFs, generated files) attached to the result.
   */
  attachments?: FilePart[];
}
