// Code generated from schema/client/clientToolsCancelMessage.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * ClientToolsCancelMessage
 *
 * Message from server to client: stop working on an execution request (it timed out, was aborted, or the session was aborted); a result sent afterwards is refused.
 */
export const clientToolsCancelMessageSchema = z.strictObject({
  /** Message discriminator (server to client); always `cancel` here. */
  type: z.literal("cancel"),
  /** Identifier of the execution request to stop. */
  requestID: z.string(),
  /** Why the request was cancelled, e.g. `timed out after 30 s`. */
  reason: z.string(),
});

/** ClientToolsCancelMessage, inferred from {@link clientToolsCancelMessageSchema}. */
export type ClientToolsCancelMessage = z.infer<typeof clientToolsCancelMessageSchema>;
