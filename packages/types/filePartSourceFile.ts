// Code generated from schema/tool/filePartSourceFile.schema.json. DO NOT EDIT.
import type { FilePartSourceText } from "./filePartSourceText.js";

/**
 * Source of a file part that references a whole file in the workspace.
 */
export interface FilePartSourceFile {
  /**
   * Source discriminator; always `file` here.
   */
  type: "file";
  /**
   * Path of the referenced file, as written in the prompt or relative to the project root.
   */
  path: string;
  /**
   * The prompt text that produced this reference.
   */
  text: FilePartSourceText;
}
