// Code generated from schema/tools/writeToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * WriteToolInput
 *
 * Input of the built-in `write` tool: replace a file's content atomically, creating parent directories.
 */
export const writeToolInputSchema = z.strictObject({
  /** Path of the file, relative to the workspace root or absolute inside it. */
  filePath: z.string().superRefine(stringLength(1, undefined)),
  /** The whole new content of the file. */
  content: z.string(),
});

/** WriteToolInput, inferred from {@link writeToolInputSchema}. */
export type WriteToolInput = z.infer<typeof writeToolInputSchema>;
