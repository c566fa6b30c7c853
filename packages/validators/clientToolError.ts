// Code generated from schema/client/clientToolError.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ClientToolError
 *
 * Failed result of a client tool execution.
 */
export const clientToolErrorSchema = z.strictObject({
  /** Result discriminator; always `error` here. */
  status: z.literal("error"),
  /** Error message describing the failure. */
  error: z.string(),
});

/** ClientToolError, inferred from {@link clientToolErrorSchema}. */
export type ClientToolError = z.infer<typeof clientToolErrorSchema>;
