// Code generated from schema/tools/grepToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * GrepToolInput
 *
 * Input of the built-in `grep` tool: search file contents with a regular expression (ripgrep syntax).
 */
export const grepToolInputSchema = z.strictObject({
  /** Regular expression to search for. */
  pattern: z.string().superRefine(stringLength(1, undefined)),
  /** Directory to search in, inside the workspace; defaults to the workspace root. */
  path: z.string().optional(),
  /** Glob of file names to search, such as `*.ts` or `*.{ts,tsx}`. */
  include: z.string().optional(),
});

/** GrepToolInput, inferred from {@link grepToolInputSchema}. */
export type GrepToolInput = z.infer<typeof grepToolInputSchema>;
