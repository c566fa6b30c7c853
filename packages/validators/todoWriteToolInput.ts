// Code generated from schema/tools/todoWriteToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { todoSchema } from "./todo.js";

/**
 * TodoWriteToolInput
 *
 * Input of the built-in `todowrite` tool: the session's whole todo list, replacing the one stored.
 */
export const todoWriteToolInputSchema = z.strictObject({
  /** The list, in order. */
  todos: z.array(todoSchema).max(200),
});

/** TodoWriteToolInput, inferred from {@link todoWriteToolInputSchema}. */
export type TodoWriteToolInput = z.infer<typeof todoWriteToolInputSchema>;
