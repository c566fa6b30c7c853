// Code generated from schema/client/clientToolsClientMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolsRegisterMessageSchema } from "./clientToolsRegisterMessage.js";
import { clientToolsResultMessageSchema } from "./clientToolsResultMessage.js";
import { clientToolsUnregisterMessageSchema } from "./clientToolsUnregisterMessage.js";

/**
 * ClientToolsClientMessage
 *
 * Any message a client sends on `/client-tools/ws/:clientID` or the gRPC Connect stream, discriminated by `type`: `register`, `result` or `unregister`.
 */
export const clientToolsClientMessageSchema = z.discriminatedUnion("type", [clientToolsRegisterMessageSchema, clientToolsResultMessageSchema, clientToolsUnregisterMessageSchema]);

/** ClientToolsClientMessage, inferred from {@link clientToolsClientMessageSchema}. */
export type ClientToolsClientMessage = z.infer<typeof clientToolsClientMessageSchema>;
