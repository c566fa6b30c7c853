// Code generated from schema/tool/filePartSourceText.schema.json. DO NOT EDIT.

/**
 * Excerpt of the source text that a file part refers to, with its offsets in the original prompt text.
 */
export interface FilePartSourceText {
  /**
   * The referenced text as it appeared in the prompt (for example `@src/app.ts`).
   */
  value: string;
  /**
   * Offset in the prompt text where the reference starts.
   */
  start: number;
  /**
   * Offset in the prompt text where the reference ends.
   */
  end: number;
}
