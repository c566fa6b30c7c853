// Code generated from schema/tool/lspPosition.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";

/**
 * LspPosition
 *
 * Zero-based position in a text document, as defined by the Language Server Protocol.
 */
export const lspPositionSchema = z.strictObject({
  /** Zero-based line number. */
  line: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
  /** Zero-based character offset within the line. */
  character: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
});

/** LspPosition, inferred from {@link lspPositionSchema}. */
export type LspPosition = z.infer<typeof lspPositionSchema>;
