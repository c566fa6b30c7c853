// Code generated from schema/tool/toolStateRunning.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolTimeSchema } from "./toolTime.js";

/**
 * ToolStateRunning
 *
 * State of a tool call that is executing. Metadata published while running (live output, previews) is carried here and must survive the transition to completed.
 */
export const toolStateRunningSchema = z.strictObject({
  /** Discriminator of the tool state union; always `running` here (the tool is executing). */
  status: z.literal("running"),
  /** Arguments the model passed to the tool, as a JSON object; keys depend on the tool and are kept as sent. */
  input: z.record(z.string(), z.unknown()),
  /** Short human-readable title for the call, when the tool has already produced one. */
  title: z.string().optional(),
  /** Tool-specific live data published while running, such as partial stdout or a diff preview. */
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** When execution started. */
  time: toolTimeSchema,
});

/** ToolStateRunning, inferred from {@link toolStateRunningSchema}. */
export type ToolStateRunning = z.infer<typeof toolStateRunningSchema>;
