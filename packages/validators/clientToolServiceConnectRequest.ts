// Code generated from schema/client/clientToolServiceConnectRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolsClientMessageSchema } from "./clientToolsClientMessage.js";

/**
 * ClientToolServiceConnectRequest
 *
 * One message a client sends on the gRPC Connect stream (register, result or unregister), wrapped because an RPC takes its own message type.
 */
export const clientToolServiceConnectRequestSchema = z.strictObject({
  /** The message, exactly as it is sent over the WebSocket. */
  message: clientToolsClientMessageSchema,
});

/** ClientToolServiceConnectRequest, inferred from {@link clientToolServiceConnectRequestSchema}. */
export type ClientToolServiceConnectRequest = z.infer<typeof clientToolServiceConnectRequestSchema>;
