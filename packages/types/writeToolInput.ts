// Code generated from schema/tools/writeToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `write` tool: replace a file's content atomically, creating parent directories.
 */
export interface WriteToolInput {
  /**
   * Path of the file, relative to the workspace root or absolute inside it.
   */
  filePath: string;
  /**
   * The whole new content of the file.
   */
  content: string;
}
