// Code generated from schema/tool/toolTimeWithEnd.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ToolTimeWithEnd
 *
 * Timing of a completed tool call: start and end of execution, plus the moment its output was compacted out of the model context, if that happened.
 */
export const toolTimeWithEndSchema = z.strictObject({
  /** When the tool started executing (Unix epoch timestamp in milliseconds). */
  start: z.number().gte(0),
  /** When the tool finished executing (Unix epoch timestamp in milliseconds). */
  end: z.number().gte(0),
  /** When the tool output was compacted (pruned from the conversation sent to the model); absent while the output is still in context (Unix epoch timestamp in milliseconds). */
  compacted: z.number().gte(0).optional(),
});

/** ToolTimeWithEnd, inferred from {@link toolTimeWithEndSchema}. */
export type ToolTimeWithEnd = z.infer<typeof toolTimeWithEndSchema>;
