// Code generated from schema/tools/bashToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `bash` tool: run a shell command in its own process group.
 */
export interface BashToolInput {
  /**
   * The command line, run by `bash -c`.
   */
  command: string;
  /**
   * Timeout in milliseconds; defaults to the tool's configured timeout.
   */
  timeout?: number;
  /**
   * Working directory inside the workspace; defaults to the workspace root. Passed to the process, never put into the command string.
   */
  workdir?: string;
  /**
   * Short description of what the command does, in 5-10 words, used as the part's title.
   */
  description?: string;
}
