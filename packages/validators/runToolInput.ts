// Code generated from schema/tools/runToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger, stringLength } from "./_toolwire.js";

/**
 * RunToolInput
 *
 * Input of the built-in `run` tool: run a program with an argument vector, no shell (no expansion, no pipes, no redirection), sandboxed like `bash`. Permission patterns match the argv joined as a command line.
 */
export const runToolInputSchema = z.strictObject({
  /** The program (looked up on PATH) and its arguments, each passed as it is. */
  argv: z.array(z.string().superRefine(stringLength(undefined, 131072))).min(1).max(4096),
  /** Timeout in milliseconds; defaults to the tool's configured timeout. */
  timeout: z.number().gte(1).refine(isInteger, "Invalid input: expected integer").optional(),
  /** Working directory inside the workspace; defaults to the workspace root. */
  workdir: z.string().optional(),
  /** Short description of what the command does, in 5-10 words, used as the part's title. */
  description: z.string().optional(),
});

/** RunToolInput, inferred from {@link runToolInputSchema}. */
export type RunToolInput = z.infer<typeof runToolInputSchema>;
