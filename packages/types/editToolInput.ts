// Code generated from schema/tools/editToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `edit` tool: replace an exact string in a file (every occurrence with `replaceAll`).
 */
export interface EditToolInput {
  /**
   * Path of the file, relative to the workspace root or absolute inside it.
   */
  filePath: string;
  /**
   * The exact text to replace; must occur once unless `replaceAll` is set.
   */
  oldString: string;
  /**
   * The text to put in its place; must differ from `oldString`.
   */
  newString: string;
  /**
   * Replace every occurrence instead of requiring exactly one; defaults to false.
   */
  replaceAll?: boolean;
}
