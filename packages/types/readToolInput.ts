// Code generated from schema/tools/readToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `read` tool (OpenCode's names): read a text file, optionally a window of its lines.
 */
export interface ReadToolInput {
  /**
   * Path of the file, relative to the workspace root or absolute inside it.
   */
  filePath: string;
  /**
   * Line number to start reading from, 0-based; defaults to 0.
   */
  offset?: number;
  /**
   * Number of lines to read; defaults to 2000.
   */
  limit?: number;
}
