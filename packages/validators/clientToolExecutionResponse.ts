// Code generated from schema/client/clientToolExecutionResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolOutcomeSchema } from "./clientToolOutcome.js";

/**
 * ClientToolExecutionResponse
 *
 * Response from a client carrying the outcome of an execution request.
 */
export const clientToolExecutionResponseSchema = z.strictObject({
  /** Message discriminator; always `client-tool-response`. */
  type: z.literal("client-tool-response"),
  /** Identifier of the execution request being answered. */
  requestID: z.string(),
  /** Outcome of the execution. */
  result: clientToolOutcomeSchema,
});

/** ClientToolExecutionResponse, inferred from {@link clientToolExecutionResponseSchema}. */
export type ClientToolExecutionResponse = z.infer<typeof clientToolExecutionResponseSchema>;
