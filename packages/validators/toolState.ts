// Code generated from schema/tool/toolState.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolStateCompletedSchema } from "./toolStateCompleted.js";
import { toolStateErrorSchema } from "./toolStateError.js";
import { toolStatePendingSchema } from "./toolStatePending.js";
import { toolStateRunningSchema } from "./toolStateRunning.js";

/**
 * ToolState
 *
 * Lifecycle state of a tool call, discriminated by `status`: pending → running → completed or error.
 */
export const toolStateSchema = z.discriminatedUnion("status", [toolStatePendingSchema, toolStateRunningSchema, toolStateCompletedSchema, toolStateErrorSchema]);

/** ToolState, inferred from {@link toolStateSchema}. */
export type ToolState = z.infer<typeof toolStateSchema>;
