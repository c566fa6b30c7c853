// Code generated from schema/tool/executeToolResponse.schema.json. DO NOT EDIT.
import type { ToolPart } from "./toolPart.js";

/**
 * Response of `ToolService.ExecuteTool`: the tool part in its terminal state (`completed` or `error`).
 */
export interface ExecuteToolResponse {
  /**
   * The final tool part; an invalid input, a refused permission, a timeout or an abort end it in `error`.
   */
  part: ToolPart;
}
