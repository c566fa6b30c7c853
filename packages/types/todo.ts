// Code generated from schema/tools/todo.schema.json. DO NOT EDIT.

/**
 * One item of a session's todo list (OpenCode's todowrite/todoread item); shown to ACP clients as a plan entry.
 */
export interface Todo {
  /**
   * A stable identifier the agent chooses, to update the item later.
   */
  id?: string;
  /**
   * What is to be done, in a sentence.
   */
  content: string;
  /**
   * Where the item is: pending, in_progress (one at a time, by convention), completed or cancelled.
   */
  status: "pending" | "in_progress" | "completed" | "cancelled";
  /**
   * How important it is; medium when absent.
   */
  priority?: "high" | "medium" | "low";
}
