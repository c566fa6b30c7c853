// Code generated from schema/tools/runToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `run` tool: run a program with an argument vector, no shell (no expansion, no pipes, no redirection), sandboxed like `bash`. Permission patterns match the argv joined as a command line.
 */
export interface RunToolInput {
  /**
   * The program (looked up on PATH) and its arguments, each passed as it is.
   */
  argv: string[];
  /**
   * Timeout in milliseconds; defaults to the tool's configured timeout.
   */
  timeout?: number;
  /**
   * Working directory inside the workspace; defaults to the workspace root.
   */
  workdir?: string;
  /**
   * Short description of what the command does, in 5-10 words, used as the part's title.
   */
  description?: string;
}
