// Code generated from schema/client/clientToolServiceConnectResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolsServerMessageSchema } from "./clientToolsServerMessage.js";

/**
 * ClientToolServiceConnectResponse
 *
 * One message the server sends on the gRPC Connect stream (registered, request, cancel or error), wrapped because an RPC returns its own message type.
 */
export const clientToolServiceConnectResponseSchema = z.strictObject({
  /** The message, exactly as it is sent over the WebSocket. */
  message: clientToolsServerMessageSchema,
});

/** ClientToolServiceConnectResponse, inferred from {@link clientToolServiceConnectResponseSchema}. */
export type ClientToolServiceConnectResponse = z.infer<typeof clientToolServiceConnectResponseSchema>;
