// Code generated from schema/tool/filePartSourceFile.schema.json. DO NOT EDIT.
import { z } from "zod";
import { filePartSourceTextSchema } from "./filePartSourceText.js";

/**
 * FilePartSourceFile
 *
 * Source of a file part that references a whole file in the workspace.
 */
export const filePartSourceFileSchema = z.strictObject({
  /** Source discriminator; always `file` here. */
  type: z.literal("file"),
  /** Path of the referenced file, as written in the prompt or relative to the project root. */
  path: z.string(),
  /** The prompt text that produced this reference. */
  text: filePartSourceTextSchema,
});

/** FilePartSourceFile, inferred from {@link filePartSourceFileSchema}. */
export type FilePartSourceFile = z.infer<typeof filePartSourceFileSchema>;
