// Code generated from schema/client/clientToolResult.schema.json. DO NOT EDIT.
import { z } from "zod";
import { filePartSchema } from "./filePart.js";

/**
 * ClientToolResult
 *
 * Successful result of a client tool execution.
 */
export const clientToolResultSchema = z.strictObject({
  /** Result discriminator; always `success` here. */
  status: z.literal("success"),
  /** Short human-readable title of what the tool did. */
  title: z.string(),
  /** Text result returned to the model. */
  output: z.string(),
  /** Tool-specific structured data kept with the tool part. */
  metadata: z.record(z.string(), z.unknown()).optional(),
  /** Files produced by the tool, attached to the result. */
  attachments: z.array(filePartSchema).optional(),
});

/** ClientToolResult, inferred from {@link clientToolResultSchema}. */
export type ClientToolResult = z.infer<typeof clientToolResultSchema>;
