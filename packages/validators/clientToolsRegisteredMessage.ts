// Code generated from schema/client/clientToolsRegisteredMessage.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ClientToolsRegisteredMessage
 *
 * WebSocket message from server to client confirming a registration.
 */
export const clientToolsRegisteredMessageSchema = z.strictObject({
  /** WebSocket message discriminator (server to client); always `registered` here. */
  type: z.literal("registered"),
  /** Registered tool identifiers, each `client_<clientID>_<id>`. */
  toolIDs: z.array(z.string()),
});

/** ClientToolsRegisteredMessage, inferred from {@link clientToolsRegisteredMessageSchema}. */
export type ClientToolsRegisteredMessage = z.infer<typeof clientToolsRegisteredMessageSchema>;
