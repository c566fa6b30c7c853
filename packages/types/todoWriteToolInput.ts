// Code generated from schema/tools/todoWriteToolInput.schema.json. DO NOT EDIT.
import type { Todo } from "./todo.js";

/**
 * Input of the built-in `todowrite` tool: the session's whole todo list, replacing the one stored.
 */
export interface TodoWriteToolInput {
  /**
   * The list, in order.
   */
  todos: Todo[];
}
