// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ClientToolsErrorMessage
 *
 * WebSocket message from server to client reporting that a client message could not be processed.
 */
export const clientToolsErrorMessageSchema = z.strictObject({
  /** WebSocket message discriminator (server to client); always `error` here. */
  type: z.literal("error"),
  /** Description of the problem. */
  error: z.string(),
});

/** ClientToolsErrorMessage, inferred from {@link clientToolsErrorMessageSchema}. */
export type ClientToolsErrorMessage = z.infer<typeof clientToolsErrorMessageSchema>;
