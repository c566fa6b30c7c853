// Code generated from schema/client/clientToolsErrorMessage.schema.json. DO NOT EDIT.
import { z } from "zod";
import { serverErrorCodeSchema } from "./serverErrorCode.js";

/**
 * ClientToolsErrorMessage
 *
 * Message from server to client reporting that a client message could not be processed; the connection stays open.
 */
export const clientToolsErrorMessageSchema = z.strictObject({
  /** WebSocket message discriminator (server to client); always `error` here. */
  type: z.literal("error"),
  /** Description of the problem. */
  error: z.string(),
  /** Stable error code (the gRPC canonical code name), e.g. `INVALID_ARGUMENT` or `NOT_FOUND`. */
  code: serverErrorCodeSchema.optional(),
  /** The execution request the error is about, when there is one. */
  requestID: z.string().optional(),
});

/** ClientToolsErrorMessage, inferred from {@link clientToolsErrorMessageSchema}. */
export type ClientToolsErrorMessage = z.infer<typeof clientToolsErrorMessageSchema>;
