// Code generated from schema/client/clientToolDefinition.schema.json. DO NOT EDIT.

/**
 * Definition of a tool that a client registers with the server and executes itself when the model calls it.
 */
export interface ClientToolDefinition {
  /**
   * Tool identifier, unique within the registering client; the server registers it as `client_<clientID>_<id>`.
   */
  id: string;
  /**
   * Description of the tool shown to the model.
   */
  description: string;
  /**
   * JSON Schema (draft 7 compatible object schema) describing the tool's input.
   */
  parameters: {
    [k: string]: unknown;
  };
  /**
   * How long the server waits for this tool's result, in milliseconds (default 30000, at most 300000); on timeout the call ends in error and the client is told to abort.
   */
  timeoutMs?: number;
}
