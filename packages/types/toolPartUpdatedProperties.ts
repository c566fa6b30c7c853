// Code generated from schema/tool/toolPartUpdatedProperties.schema.json. DO NOT EDIT.
import type { ToolPart } from "./toolPart.js";

/**
 * Payload of the message.part.updated event: the complete tool part as it stands after the update.
 */
export interface ToolPartUpdatedProperties {
  /**
   * The merged tool part.
   */
  part: ToolPart;
}
