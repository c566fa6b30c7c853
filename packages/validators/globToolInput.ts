// Code generated from schema/tools/globToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * GlobToolInput
 *
 * Input of the built-in `glob` tool: list files whose path matches a glob pattern.
 */
export const globToolInputSchema = z.strictObject({
  /** Glob pattern such as `**\/*.ts`, matched against paths relative to `path`. */
  pattern: z.string().superRefine(stringLength(1, undefined)),
  /** Directory to search in, inside the workspace; defaults to the workspace root. */
  path: z.string().optional(),
});

/** GlobToolInput, inferred from {@link globToolInputSchema}. */
export type GlobToolInput = z.infer<typeof globToolInputSchema>;
