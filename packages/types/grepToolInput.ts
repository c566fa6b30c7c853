// Code generated from schema/tools/grepToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `grep` tool: search file contents with a regular expression (ripgrep syntax).
 */
export interface GrepToolInput {
  /**
   * Regular expression to search for.
   */
  pattern: string;
  /**
   * Directory to search in, inside the workspace; defaults to the workspace root.
   */
  path?: string;
  /**
   * Glob of file names to search, such as `*.ts` or `*.{ts,tsx}`.
   */
  include?: string;
}
