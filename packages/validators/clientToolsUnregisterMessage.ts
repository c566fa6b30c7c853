// Code generated from schema/client/clientToolsUnregisterMessage.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ClientToolsUnregisterMessage
 *
 * WebSocket message from client to server removing some or all of its tools.
 */
export const clientToolsUnregisterMessageSchema = z.strictObject({
  /** WebSocket message discriminator (client to server); always `unregister` here. */
  type: z.literal("unregister"),
  /** Session whose tools are removed; when absent the tools are removed from every session of the client. */
  sessionID: z.string().regex(new RegExp("^ses", "u")).optional(),
  /** Tool identifiers to remove; when absent every tool of the client is removed. */
  toolIDs: z.array(z.string()).optional(),
});

/** ClientToolsUnregisterMessage, inferred from {@link clientToolsUnregisterMessageSchema}. */
export type ClientToolsUnregisterMessage = z.infer<typeof clientToolsUnregisterMessageSchema>;
