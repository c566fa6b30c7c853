// Code generated from schema/client/registerClientToolsResponse.schema.json. DO NOT EDIT.

/**
 * Response of `POST /client-tools/register`: the registered (prefixed) tool identifiers.
 */
export interface RegisterClientToolsResponse {
  /**
   * Registered tool identifiers, each `client_<clientID>_<id>`.
   */
  registered: string[];
  /**
   * Per-client secret; send it as `X-Toolwire-Client-Secret` on `pending`, `result`, `unregister` and further `register` calls of this client.
   */
  clientSecret: string;
}
