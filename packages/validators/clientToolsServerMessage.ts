// Code generated from schema/client/clientToolsServerMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolsCancelMessageSchema } from "./clientToolsCancelMessage.js";
import { clientToolsErrorMessageSchema } from "./clientToolsErrorMessage.js";
import { clientToolsRegisteredMessageSchema } from "./clientToolsRegisteredMessage.js";
import { clientToolsRequestMessageSchema } from "./clientToolsRequestMessage.js";

/**
 * ClientToolsServerMessage
 *
 * Any message the server sends on `/client-tools/ws/:clientID` or the gRPC Connect stream, discriminated by `type`: `registered`, `request`, `cancel` or `error`.
 */
export const clientToolsServerMessageSchema = z.discriminatedUnion("type", [clientToolsRegisteredMessageSchema, clientToolsRequestMessageSchema, clientToolsErrorMessageSchema, clientToolsCancelMessageSchema]);

/** ClientToolsServerMessage, inferred from {@link clientToolsServerMessageSchema}. */
export type ClientToolsServerMessage = z.infer<typeof clientToolsServerMessageSchema>;
