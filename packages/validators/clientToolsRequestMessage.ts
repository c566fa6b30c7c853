// Code generated from schema/client/clientToolsRequestMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolExecutionRequestSchema } from "./clientToolExecutionRequest.js";

/**
 * ClientToolsRequestMessage
 *
 * WebSocket message from server to client asking it to execute a tool.
 */
export const clientToolsRequestMessageSchema = z.strictObject({
  /** WebSocket message discriminator (server to client); always `request` here. */
  type: z.literal("request"),
  /** The execution request. */
  request: clientToolExecutionRequestSchema,
});

/** ClientToolsRequestMessage, inferred from {@link clientToolsRequestMessageSchema}. */
export type ClientToolsRequestMessage = z.infer<typeof clientToolsRequestMessageSchema>;
