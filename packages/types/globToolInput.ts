// Code generated from schema/tools/globToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `glob` tool: list files whose path matches a glob pattern.
 */
export interface GlobToolInput {
  /**
   * Glob pattern such as `** /*.ts`, matched against paths relative to `path`.
   */
  pattern: string;
  /**
   * Directory to search in, inside the workspace; defaults to the workspace root.
   */
  path?: string;
}
