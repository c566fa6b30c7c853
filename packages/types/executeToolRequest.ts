// Code generated from schema/tool/executeToolRequest.schema.json. DO NOT EDIT.

/**
 * Request of `ToolService.ExecuteTool`: run one tool call through the invocation engine (validation, permission, lifecycle, limits); the call returns once the part is terminal.
 */
export interface ExecuteToolRequest {
  /**
   * Identifier of the session the call belongs to (prefix `ses`).
   */
  sessionID: string;
  /**
   * Identifier of the assistant message holding the call (prefix `msg`).
   */
  messageID: string;
  /**
   * The model's identifier of the tool call.
   */
  callID: string;
  /**
   * Name of the tool to run, such as `read` or `<server>_<tool>` for an MCP tool.
   */
  tool: string;
  /**
   * The tool's input; checked against the tool's input schema by the engine.
   */
  input: {
    [k: string]: unknown;
  };
}
