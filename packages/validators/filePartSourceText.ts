// Code generated from schema/tool/filePartSourceText.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";

/**
 * FilePartSourceText
 *
 * Excerpt of the source text that a file part refers to, with its offsets in the original prompt text.
 */
export const filePartSourceTextSchema = z.strictObject({
  /** The referenced text as it appeared in the prompt (for example `@src/app.ts`). */
  value: z.string(),
  /** Offset in the prompt text where the reference starts. */
  start: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
  /** Offset in the prompt text where the reference ends. */
  end: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
});

/** FilePartSourceText, inferred from {@link filePartSourceTextSchema}. */
export type FilePartSourceText = z.infer<typeof filePartSourceTextSchema>;
