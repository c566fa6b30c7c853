// Code generated from schema/invocation/toolProgress.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ToolProgress
 *
 * Progress report of a long-running tool, sent with tool call updates.
 */
export const toolProgressSchema = z.strictObject({
  /** Completion in percent, from 0 to 100. */
  percentage: z.number().gte(0).lte(100),
  /** Optional human-readable description of the current step. */
  message: z.string().optional(),
});

/** ToolProgress, inferred from {@link toolProgressSchema}. */
export type ToolProgress = z.infer<typeof toolProgressSchema>;
