// Code generated from schema/tools/editToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * EditToolInput
 *
 * Input of the built-in `edit` tool: replace an exact string in a file (every occurrence with `replaceAll`).
 */
export const editToolInputSchema = z.strictObject({
  /** Path of the file, relative to the workspace root or absolute inside it. */
  filePath: z.string().superRefine(stringLength(1, undefined)),
  /** The exact text to replace; must occur once unless `replaceAll` is set. */
  oldString: z.string(),
  /** The text to put in its place; must differ from `oldString`. */
  newString: z.string(),
  /** Replace every occurrence instead of requiring exactly one; defaults to false. */
  replaceAll: z.boolean().optional(),
});

/** EditToolInput, inferred from {@link editToolInputSchema}. */
export type EditToolInput = z.infer<typeof editToolInputSchema>;
