// Code generated from schema/tool/toolTime.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ToolTime
 *
 * Timing of a tool call that is still running: only the moment execution started is known.
 */
export const toolTimeSchema = z.strictObject({
  /** When the tool started executing (Unix epoch timestamp in milliseconds). */
  start: z.number().gte(0),
});

/** ToolTime, inferred from {@link toolTimeSchema}. */
export type ToolTime = z.infer<typeof toolTimeSchema>;
