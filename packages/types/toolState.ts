// Code generated from schema/tool/toolState.schema.json. DO NOT EDIT.
import type { ToolStateCompleted } from "./toolStateCompleted.js";
import type { ToolStateError } from "./toolStateError.js";
import type { ToolStatePending } from "./toolStatePending.js";
import type { ToolStateRunning } from "./toolStateRunning.js";

/**
 * Lifecycle state of a tool call, discriminated by `status`: pending → running → completed or error.
 */
export type ToolState = ToolStatePending | ToolStateRunning | ToolStateCompleted | ToolStateError;
