// Code generated from schema/tools/todoReadToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `todoread` tool: nothing; it answers the session's todo list.
 */
export type TodoReadToolInput = Record<string, never>;
