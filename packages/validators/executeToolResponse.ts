// Code generated from schema/tool/executeToolResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { toolPartSchema } from "./toolPart.js";

/**
 * ExecuteToolResponse
 *
 * Response of `ToolService.ExecuteTool`: the tool part in its terminal state (`completed` or `error`).
 */
export const executeToolResponseSchema = z.strictObject({
  /** The final tool part; an invalid input, a refused permission, a timeout or an abort end it in `error`. */
  part: toolPartSchema,
});

/** ExecuteToolResponse, inferred from {@link executeToolResponseSchema}. */
export type ExecuteToolResponse = z.infer<typeof executeToolResponseSchema>;
