// Code generated from schema/tool/toolState.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolStateCompletedSchema } from "./toolStateCompleted";
import { toolStateErrorSchema } from "./toolStateError";
import { toolStatePendingSchema } from "./toolStatePending";
import { toolStateRunningSchema } from "./toolStateRunning";

/**
 * ToolState
 *
 * Lifecycle state of a tool call, discriminated by `status`: pending → running → completed or error.
 */
export const toolStateSchema = z.discriminatedUnion("status", [toolStatePendingSchema, toolStateRunningSchema, toolStateCompletedSchema, toolStateErrorSchema]);

/** ToolState, inferred from {@link toolStateSchema}. */
export type ToolState = z.infer<typeof toolStateSchema>;
