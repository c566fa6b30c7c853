// Code generated from schema/tool/executeToolRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * ExecuteToolRequest
 *
 * Request of `ToolService.ExecuteTool`: run one tool call through the invocation engine (validation, permission, lifecycle, limits); the call returns once the part is terminal.
 */
export const executeToolRequestSchema = z.strictObject({
  /** Identifier of the session the call belongs to (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** Identifier of the assistant message holding the call (prefix `msg`). */
  messageID: z.string().regex(new RegExp("^msg", "u")),
  /** The model's identifier of the tool call. */
  callID: z.string().superRefine(stringLength(1, undefined)),
  /** Name of the tool to run, such as `read` or `<server>_<tool>` for an MCP tool. */
  tool: z.string().superRefine(stringLength(1, undefined)),
  /** The tool's input; checked against the tool's input schema by the engine. */
  input: z.record(z.string(), z.unknown()),
});

/** ExecuteToolRequest, inferred from {@link executeToolRequestSchema}. */
export type ExecuteToolRequest = z.infer<typeof executeToolRequestSchema>;
