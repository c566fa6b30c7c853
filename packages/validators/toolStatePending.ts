// Code generated from schema/tool/toolStatePending.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ToolStatePending
 *
 * State of a tool call whose arguments are still streaming in from the model or which waits for execution to begin.
 */
export const toolStatePendingSchema = z.strictObject({
  /** Discriminator of the tool state union; always `pending` here (the call exists but has not started). */
  status: z.literal("pending"),
  /** Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent. While pending this holds whatever could be parsed so far. */
  input: z.record(z.string(), z.unknown()),
  /** Raw argument text received from the model so far, before parsing. */
  raw: z.string(),
});

/** ToolStatePending, inferred from {@link toolStatePendingSchema}. */
export type ToolStatePending = z.infer<typeof toolStatePendingSchema>;
