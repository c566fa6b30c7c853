// Code generated from schema/tools/lspPositionToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger, stringLength } from "./_toolwire.js";

/**
 * LspPositionToolInput
 *
 * Input of the built-in `lsp-hover`, `lsp-definition` and `lsp-references` tools: a position in a file, as LSP counts it (0-based line and character).
 */
export const lspPositionToolInputSchema = z.strictObject({
  /** The file, relative to the workspace (or absolute inside it). */
  filePath: z.string().superRefine(stringLength(1, undefined)),
  /** 0-based line. */
  line: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
  /** 0-based character offset in the line (UTF-16 code units, as LSP counts them). */
  character: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
});

/** LspPositionToolInput, inferred from {@link lspPositionToolInputSchema}. */
export type LspPositionToolInput = z.infer<typeof lspPositionToolInputSchema>;
