// Code generated from schema/client/registerClientToolsRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { clientToolDefinitionSchema } from "./clientToolDefinition.js";

/**
 * RegisterClientToolsRequest
 *
 * Body of `POST /client-tools/register`: the tools a client offers for a session.
 */
export const registerClientToolsRequestSchema = z.strictObject({
  /** Identifier of the session the tools are registered for (prefix `ses`); the server checks that the client owns it. */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the registering client. */
  clientID: z.string(),
  /** Tool definitions to register. */
  tools: z.array(clientToolDefinitionSchema),
});

/** RegisterClientToolsRequest, inferred from {@link registerClientToolsRequestSchema}. */
export type RegisterClientToolsRequest = z.infer<typeof registerClientToolsRequestSchema>;
