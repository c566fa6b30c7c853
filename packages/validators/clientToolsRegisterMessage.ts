// Code generated from schema/client/clientToolsRegisterMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolDefinitionSchema } from "./clientToolDefinition";

/**
 * ClientToolsRegisterMessage
 *
 * WebSocket message from client to server registering tools.
 */
export const clientToolsRegisterMessageSchema = z.strictObject({
  /** WebSocket message discriminator (client to server); always `register` here. */
  type: z.literal("register"),
  /** Tool definitions to register. */
  tools: z.array(clientToolDefinitionSchema),
});

/** ClientToolsRegisterMessage, inferred from {@link clientToolsRegisterMessageSchema}. */
export type ClientToolsRegisterMessage = z.infer<typeof clientToolsRegisterMessageSchema>;
