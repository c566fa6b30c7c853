import type { Sandbox } from "../../sandbox/sandbox.ts";
import type { LimitEnforcement } from "../resource-limits.ts";
import { eraseInput, type ToolDefinition } from "../tool-definition.ts";
import { createBashTool } from "./bash-tool.ts";
import { editTool } from "./edit-tool.ts";
import { createGlobTool } from "./glob-tool.ts";
import { createGrepTool } from "./grep-tool.ts";
import { readTool } from "./read-tool.ts";
import { createRunTool } from "./run-tool.ts";
import { createTodoTools, type TodoAccess } from "./todo-tools.ts";
import { createLspTools, withEditDiagnostics } from "./lsp-tools.ts";
import type { LspPool } from "../../lsp/lsp-pool.ts";
import { writeTool } from "./write-tool.ts";

/** The built-in tools: read, write, edit, grep and glob (ripgrep at `rgPath`, else the JS walk), bash, run, todowrite, todoread, lsp-diagnostics/hover/definition/references. */
export function builtinTools(enforcement: LimitEnforcement, rgPath: string | undefined, sandbox: Sandbox, noRipgrep: string, todos: TodoAccess, lsp: LspPool): ToolDefinition[] {
  return [eraseInput(readTool), eraseInput(withEditDiagnostics(writeTool, lsp)), eraseInput(withEditDiagnostics(editTool, lsp)), eraseInput(createGrepTool(rgPath, noRipgrep)), eraseInput(createGlobTool(rgPath, noRipgrep)), eraseInput(createBashTool(enforcement, sandbox)), eraseInput(createRunTool(enforcement, sandbox)), ...createTodoTools(todos), ...createLspTools(lsp)];
}
