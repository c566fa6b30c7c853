// Code generated from schema/client/registerClientToolsResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * RegisterClientToolsResponse
 *
 * Response of `POST /client-tools/register`: the registered (prefixed) tool identifiers.
 */
export const registerClientToolsResponseSchema = z.strictObject({
  /** Registered tool identifiers, each `client_<clientID>_<id>`. */
  registered: z.array(z.string()),
  /** Per-client secret; send it as `X-Toolwire-Client-Secret` on `pending`, `result`, `unregister` and further `register` calls of this client. */
  clientSecret: z.string().superRefine(stringLength(1, undefined)),
});

/** RegisterClientToolsResponse, inferred from {@link registerClientToolsResponseSchema}. */
export type RegisterClientToolsResponse = z.infer<typeof registerClientToolsResponseSchema>;
