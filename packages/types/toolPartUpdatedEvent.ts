// Code generated from schema/tool/toolPartUpdatedEvent.schema.json. DO NOT EDIT.
import type { ToolPartUpdatedProperties } from "./toolPartUpdatedProperties.js";

/**
 * OpenCode's message.part.updated bus event for a tool part: published on every transition and streaming merge, carrying the whole merged part.
 */
export interface ToolPartUpdatedEvent {
  /**
   * Event name; always message.part.updated.
   */
  type: "message.part.updated";
  /**
   * The event payload: the tool part after the update.
   */
  properties: ToolPartUpdatedProperties;
}
