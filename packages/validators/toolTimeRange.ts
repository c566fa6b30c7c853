// Code generated from schema/tool/toolTimeRange.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ToolTimeRange
 *
 * Timing of a failed tool call: start and end of execution. Unlike toolTimeWithEnd it has no `compacted` field, matching OpenCode's ToolStateError, where only completed output is ever compacted.
 */
export const toolTimeRangeSchema = z.strictObject({
  /** When the tool started executing (Unix epoch timestamp in milliseconds). */
  start: z.number().gte(0),
  /** When the tool failed or was aborted (Unix epoch timestamp in milliseconds). */
  end: z.number().gte(0),
});

/** ToolTimeRange, inferred from {@link toolTimeRangeSchema}. */
export type ToolTimeRange = z.infer<typeof toolTimeRangeSchema>;
