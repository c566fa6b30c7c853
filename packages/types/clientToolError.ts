// Code generated from schema/client/clientToolError.schema.json. DO NOT EDIT.

/**
 * Failed result of a client tool execution.
 */
export interface ClientToolError {
  /**
   * Result discriminator; always `error` here.
   */
  status: "error";
  /**
   * Error message describing the failure.
   */
  error: string;
}
