// Code generated from schema/client/unregisterClientToolsRequest.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * UnregisterClientToolsRequest
 *
 * Body of `DELETE /client-tools/unregister`: removes some or all of a client's tools.
 */
export const unregisterClientToolsRequestSchema = z.strictObject({
  /** Identifier of the session the tools were registered for (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the client whose tools are removed. */
  clientID: z.string(),
  /** Tool identifiers to remove; when absent every tool of the client is removed. */
  toolIDs: z.array(z.string()).optional(),
});

/** UnregisterClientToolsRequest, inferred from {@link unregisterClientToolsRequestSchema}. */
export type UnregisterClientToolsRequest = z.infer<typeof unregisterClientToolsRequestSchema>;
