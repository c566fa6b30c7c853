// Code generated from schema/tools/readToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger, stringLength } from "./_toolwire.js";

/**
 * ReadToolInput
 *
 * Input of the built-in `read` tool (OpenCode's names): read a text file, optionally a window of its lines.
 */
export const readToolInputSchema = z.strictObject({
  /** Path of the file, relative to the workspace root or absolute inside it. */
  filePath: z.string().superRefine(stringLength(1, undefined)),
  /** Line number to start reading from, 0-based; defaults to 0. */
  offset: z.number().gte(0).refine(isInteger, "Invalid input: expected integer").optional(),
  /** Number of lines to read; defaults to 2000. */
  limit: z.number().gte(1).refine(isInteger, "Invalid input: expected integer").optional(),
});

/** ReadToolInput, inferred from {@link readToolInputSchema}. */
export type ReadToolInput = z.infer<typeof readToolInputSchema>;
