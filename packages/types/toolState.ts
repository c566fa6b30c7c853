// Code generated from schema/tool/toolState.schema.json. DO NOT EDIT.
import type { ToolStateCompleted } from "./toolStateCompleted";
import type { ToolStateError } from "./toolStateError";
import type { ToolStatePending } from "./toolStatePending";
import type { ToolStateRunning } from "./toolStateRunning";

/**
 * Lifecycle state of a tool call, discriminated by `status`: pending → running → completed or error.
 */
export type ToolState = ToolStatePending | ToolStateRunning | ToolStateCompleted | ToolStateError;
