// Code generated from schema/tools/lspDiagnosticsToolInput.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * LspDiagnosticsToolInput
 *
 * Input of the built-in `lsp-diagnostics` tool: what the language server (the compiler) says of a file as it is on disk now.
 */
export const lspDiagnosticsToolInputSchema = z.strictObject({
  /** The file, relative to the workspace (or absolute inside it). */
  filePath: z.string().superRefine(stringLength(1, undefined)),
});

/** LspDiagnosticsToolInput, inferred from {@link lspDiagnosticsToolInputSchema}. */
export type LspDiagnosticsToolInput = z.infer<typeof lspDiagnosticsToolInputSchema>;
