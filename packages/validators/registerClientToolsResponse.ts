// Code generated from schema/client/registerClientToolsResponse.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * RegisterClientToolsResponse
 *
 * Response of `POST /client-tools/register`: the registered (prefixed) tool identifiers.
 */
export const registerClientToolsResponseSchema = z.strictObject({
  /** Registered tool identifiers, each `client_<clientID>_<id>`. */
  registered: z.array(z.string()),
});

/** RegisterClientToolsResponse, inferred from {@link registerClientToolsResponseSchema}. */
export type RegisterClientToolsResponse = z.infer<typeof registerClientToolsResponseSchema>;
