// Code generated from schema/client/clientToolResult.schema.json. DO NOT EDIT.
import type { FilePart } from "./filePart.js";

/**
 * Successful result of a client tool execution.
 */
export interface ClientToolResult {
  /**
   * Result discriminator; always `success` here.
   */
  status: "success";
  /**
   * Short human-readable title of what the tool did.
   */
  title: string;
  /**
   * Text result returned to the model.
   */
  output: string;
  /**
   * Tool-specific structured data kept with the tool part.
   */
  metadata?: {
    [k: string]: unknown;
  };
  /**
   * Files produced by the tool, attached to the result.
   */
  attachments?: FilePart[];
}
