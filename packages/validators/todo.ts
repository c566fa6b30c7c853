// Code generated from schema/tools/todo.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * Todo
 *
 * One item of a session's todo list (OpenCode's todowrite/todoread item); shown to ACP clients as a plan entry.
 */
export const todoSchema = z.strictObject({
  /** A stable identifier the agent chooses, to update the item later. */
  id: z.string().superRefine(stringLength(1, 128)).optional(),
  /** What is to be done, in a sentence. */
  content: z.string().superRefine(stringLength(1, 4096)),
  /** Where the item is: pending, in_progress (one at a time, by convention), completed or cancelled. */
  status: z.enum(["pending", "in_progress", "completed", "cancelled"]),
  /** How important it is; medium when absent. */
  priority: z.enum(["high", "medium", "low"]).optional(),
});

/** Todo, inferred from {@link todoSchema}. */
export type Todo = z.infer<typeof todoSchema>;
