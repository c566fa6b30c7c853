// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolsErrorMessageSchema } from "./clientToolsErrorMessage";
import { clientToolsRegisteredMessageSchema } from "./clientToolsRegisteredMessage";
import { clientToolsRequestMessageSchema } from "./clientToolsRequestMessage";

/**
 * ClientToolsServerMessage
 *
 * Any WebSocket message the server sends on `/client-tools/ws/:clientID`, discriminated by `type`: `registered`, `request` or `error`.
 */
export const clientToolsServerMessageSchema = z.discriminatedUnion("type", [clientToolsRegisteredMessageSchema, clientToolsRequestMessageSchema, clientToolsErrorMessageSchema]);

/** ClientToolsServerMessage, inferred from {@link clientToolsServerMessageSchema}. */
export type ClientToolsServerMessage = z.infer<typeof clientToolsServerMessageSchema>;
