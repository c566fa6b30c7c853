// Code generated from schema/tool/toolStateCompleted.schema.json. DO NOT EDIT.
import { z } from "zod";
import { filePartSchema } from "./filePart.js";
import { toolTimeWithEndSchema } from "./toolTimeWithEnd.js";

/**
 * ToolStateCompleted
 *
 * State of a tool call that finished successfully. Title and metadata are required so that nothing published while running is dropped on completion.
 */
export const toolStateCompletedSchema = z.strictObject({
  /** Discriminator of the tool state union; always `completed` here (the tool finished successfully). */
  status: z.literal("completed"),
  /** Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent. */
  input: z.record(z.string(), z.unknown()),
  /** Text result of the tool, as given back to the model. */
  output: z.string(),
  /** Short human-readable title summarising the call, for display. */
  title: z.string(),
  /** Tool-specific structured result (diffs, diagnostics, exit codes, truncation flags); an empty object when the tool has none. */
  metadata: z.record(z.string(), z.unknown()),
  /** When execution started and ended, and when the output was compacted if it was. */
  time: toolTimeWithEndSchema,
  /** Files produced by the tool (images, PDFs, generated files) attached to the result. */
  attachments: z.array(filePartSchema).optional(),
});

/** ToolStateCompleted, inferred from {@link toolStateCompletedSchema}. */
export type ToolStateCompleted = z.infer<typeof toolStateCompletedSchema>;
