// Code generated from schema/tool/toolStateError.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolTimeRangeSchema } from "./toolTimeRange.js";

/**
 * ToolStateError
 *
 * State of a tool call that failed, was rejected by the permission service, or was aborted.
 */
export const toolStateErrorSchema = z.strictObject({
  /** Discriminator of the tool state union; always `error` here (the tool failed). */
  status: z.literal("error"),
  /** Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent. */
  input: z.record(z.string(), z.unknown()),
  /** Error message describing why the call failed. */
  error: z.string(),
  /** Tool-specific data gathered before the failure, kept so that it is not lost when the call errors. */
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** When execution started and when it failed. */
  time: toolTimeRangeSchema,
});

/** ToolStateError, inferred from {@link toolStateErrorSchema}. */
export type ToolStateError = z.infer<typeof toolStateErrorSchema>;
