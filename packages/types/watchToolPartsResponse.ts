// Code generated from schema/tool/watchToolPartsResponse.schema.json. DO NOT EDIT.
import type { ToolPart } from "./toolPart.js";

/**
 * One message of the `ToolService.WatchToolParts` stream: the tool part as it is now, after an update.
 */
export interface WatchToolPartsResponse {
  /**
   * The updated tool part, complete (not a delta).
   */
  part: ToolPart;
}
