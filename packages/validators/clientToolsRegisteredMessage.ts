// Code generated from schema/client/clientToolsRegisteredMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * ClientToolsRegisteredMessage
 *
 * WebSocket message from server to client confirming a registration.
 */
export const clientToolsRegisteredMessageSchema = z.strictObject({
  /** WebSocket message discriminator (server to client); always `registered` here. */
  type: z.literal("registered"),
  /** Session the tools were registered for. */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Registered tool identifiers, each `client_<clientID>_<id>`. */
  toolIDs: z.array(z.string()),
  /** Secret that proves ownership of this client ID: a connection that reconnects within the grace period presents it to get its tools back. */
  clientSecret: z.string().superRefine(stringLength(1, undefined)),
});

/** ClientToolsRegisteredMessage, inferred from {@link clientToolsRegisteredMessageSchema}. */
export type ClientToolsRegisteredMessage = z.infer<typeof clientToolsRegisteredMessageSchema>;
