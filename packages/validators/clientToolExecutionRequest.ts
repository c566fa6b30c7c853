// Code generated from schema/client/clientToolExecutionRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ClientToolExecutionRequest
 *
 * Request from the server asking a client to execute one of its registered tools (delivered over SSE `tool-request` events or the WebSocket `request` message).
 */
export const clientToolExecutionRequestSchema = z.strictObject({
  /** Message discriminator; always `client-tool-request`. */
  type: z.literal("client-tool-request"),
  /** Identifier of this execution request, echoed back with the result. */
  requestID: z.string(),
  /** Identifier of the session the tool call belongs to (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the assistant message containing the tool call (prefix `msg`). */
  messageID: z.string().regex(new RegExp("^msg", "u")),
  /** Provider-assigned identifier of the tool call. */
  callID: z.string(),
  /** Registered (prefixed) identifier of the tool to execute. */
  tool: z.string(),
  /** Arguments the model passed to the tool, already validated against the tool's parameters schema. */
  input: z.record(z.string(), z.unknown()),
});

/** ClientToolExecutionRequest, inferred from {@link clientToolExecutionRequestSchema}. */
export type ClientToolExecutionRequest = z.infer<typeof clientToolExecutionRequestSchema>;
