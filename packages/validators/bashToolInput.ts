// Code generated from schema/tools/bashToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger, stringLength } from "./_toolwire.js";

/**
 * BashToolInput
 *
 * Input of the built-in `bash` tool: run a shell command in its own process group.
 */
export const bashToolInputSchema = z.strictObject({
  /** The command line, run by `bash -c`. */
  command: z.string().superRefine(stringLength(1, undefined)),
  /** Timeout in milliseconds; defaults to the tool's configured timeout. */
  timeout: z.number().gte(1).refine(isInteger, "Invalid input: expected integer").optional(),
  /** Working directory inside the workspace; defaults to the workspace root. Passed to the process, never put into the command string. */
  workdir: z.string().optional(),
  /** Short description of what the command does, in 5-10 words, used as the part's title. */
  description: z.string().optional(),
});

/** BashToolInput, inferred from {@link bashToolInputSchema}. */
export type BashToolInput = z.infer<typeof bashToolInputSchema>;
