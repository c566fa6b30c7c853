// Code generated from schema/client/clientToolsRegisterMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolDefinitionSchema } from "./clientToolDefinition.js";

/**
 * ClientToolsRegisterMessage
 *
 * WebSocket (and gRPC Connect) message from client to server registering tools for one session; registering an id again replaces that tool.
 */
export const clientToolsRegisterMessageSchema = z.strictObject({
  /** WebSocket message discriminator (client to server); always `register` here. */
  type: z.literal("register"),
  /** Identifier of the session the tools are registered for (prefix `ses`); a client registers per session. */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Tool definitions to register. */
  tools: z.array(clientToolDefinitionSchema),
});

/** ClientToolsRegisterMessage, inferred from {@link clientToolsRegisterMessageSchema}. */
export type ClientToolsRegisterMessage = z.infer<typeof clientToolsRegisterMessageSchema>;
