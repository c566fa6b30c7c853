// Code generated from schema/tool/toolPart.schema.json. DO NOT EDIT.
import type { ToolState } from "./toolState.js";

/**
 * Message part recording one tool call made by the assistant, with its current lifecycle state.
 */
export interface ToolPart {
  /**
   * Identifier of this part: the prefix `prt` followed by a time-ordered suffix (for example `prt_0a1f3ca5b3e1Pq2RsT6uVw8XyZ`).
   */
  id: string;
  /**
   * Identifier of the session this part belongs to: the prefix `ses` followed by a time-ordered suffix.
   */
  sessionID: string;
  /**
   * Identifier of the message this part belongs to: the prefix `msg` followed by a time-ordered suffix.
   */
  messageID: string;
  /**
   * Part discriminator; always `tool` for tool-call parts.
   */
  type: "tool";
  /**
   * Identifier of the tool call assigned by the model provider (for example `toolu_...` or `call_...`).
   */
  callID: string;
  /**
   * Name of the tool being called, such as `bash`, `read`, `edit` or `glob`.
   */
  tool: string;
  /**
   * Current lifecycle state of the call.
   */
  state: ToolState;
  /**
   * Additional part-level metadata, kept as sent.
   */
  metadata?: {
    [k: string]: unknown;
  };
}
