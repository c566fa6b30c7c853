// Code generated from schema/client/clientToolsResultMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolOutcomeSchema } from "./clientToolOutcome.js";

/**
 * ClientToolsResultMessage
 *
 * WebSocket message from client to server carrying the outcome of an execution request.
 */
export const clientToolsResultMessageSchema = z.strictObject({
  /** WebSocket message discriminator (client to server); always `result` here. */
  type: z.literal("result"),
  /** Identifier of the execution request being answered. */
  requestID: z.string(),
  /** Outcome of the execution. */
  result: clientToolOutcomeSchema,
});

/** ClientToolsResultMessage, inferred from {@link clientToolsResultMessageSchema}. */
export type ClientToolsResultMessage = z.infer<typeof clientToolsResultMessageSchema>;
