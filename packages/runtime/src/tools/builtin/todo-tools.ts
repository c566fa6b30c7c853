import type { Todo } from "@generated/validators/todo";
import { type TodoReadToolInput, todoReadToolInputSchema } from "@generated/validators/todoReadToolInput";
import { type TodoWriteToolInput, todoWriteToolInputSchema } from "@generated/validators/todoWriteToolInput";
import readInputSchema from "../../../../../schema/tools/todoReadToolInput.schema.json" with { type: "json" };
import writeInputSchema from "../../../../../schema/tools/todoWriteToolInput.schema.json" with { type: "json" };
import todoSchema from "../../../../../schema/tools/todo.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import { eraseInput, type ToolDefinition } from "../tool-definition.ts";

/** Where a session's todo list is kept (the runtime's store; in memory for an engine on its own). */
export interface TodoAccess {
  read(sessionID: string): Promise<readonly Todo[]>;
  write(sessionID: string, todos: readonly Todo[]): Promise<void>;
}

/** A todo list kept in memory (engines without a store: tests, embedders). */
export function memoryTodos(): TodoAccess {
  const lists = new Map<string, readonly Todo[]>();
  return {
    read: async (sessionID) => lists.get(sessionID) ?? [],
    write: async (sessionID, todos) => {
      lists.set(sessionID, Object.freeze([...todos]));
    },
  };
}

const MARK: Record<Todo["status"], string> = { pending: "[ ]", in_progress: "[~]", completed: "[x]", cancelled: "[-]" };

/** The list as the model reads it: one line an item, its status and priority. */
function render(todos: readonly Todo[]): string {
  if (todos.length === 0) return "No todos";
  return todos.map((t) => `${MARK[t.status]} ${t.content}${t.priority && t.priority !== "medium" ? ` (${t.priority})` : ""}`).join("\n");
}

const outputSchema = { type: "object", properties: { todos: { type: "array", items: todoSchema } } };

/**
 * `todowrite` / `todoread`: the session's todo list (OpenCode's), stored with the rest of the
 * runtime's state; the list travels in the part's `metadata.todos` (ACP clients get it as a `plan`).
 */
export function createTodoTools(todos: TodoAccess): ToolDefinition[] {
  const write: ToolDefinition<TodoWriteToolInput> = {
    info: { name: "todowrite", description: "Replace the session's todo list (items with content, status pending/in_progress/completed/cancelled, priority).", inputSchema: writeInputSchema, outputSchema, categories: ["project-management"], permissions: ["todowrite"], riskLevel: "medium" },
    source: { kind: "builtin" },
    validator: zodValidator(todoWriteToolInputSchema),
    title: (input) => `${input.todos.filter((t) => t.status !== "completed" && t.status !== "cancelled").length} todos`,
    permission: () => ({ permission: "todowrite", patterns: ["todos"], always: ["todos"] }),
    async execute(input, context) {
      await todos.write(context.sessionID, input.todos);
      return { output: render(input.todos), title: `${input.todos.filter((t) => t.status !== "completed" && t.status !== "cancelled").length} todos`, metadata: { todos: input.todos } };
    },
  };
  const read: ToolDefinition<TodoReadToolInput> = {
    info: { name: "todoread", description: "Read the session's todo list.", inputSchema: readInputSchema, outputSchema, categories: ["project-management"], permissions: ["todoread"], riskLevel: "low" },
    source: { kind: "builtin" },
    validator: zodValidator(todoReadToolInputSchema),
    title: () => "todos",
    permission: () => ({ permission: "todoread", patterns: ["todos"], always: ["todos"] }),
    async execute(_input, context) {
      const list = await todos.read(context.sessionID);
      return { output: render(list), title: `${list.filter((t) => t.status !== "completed" && t.status !== "cancelled").length} todos`, metadata: { todos: list } };
    },
  };
  return [eraseInput(write), eraseInput(read)];
}
