// Code generated from schema/tool/lspRange.schema.json. DO NOT EDIT.
import { z } from "zod";
import { lspPositionSchema } from "./lspPosition.js";

/**
 * LspRange
 *
 * Range in a text document between two LSP positions, end exclusive.
 */
export const lspRangeSchema = z.strictObject({
  /** Position where the range starts (inclusive). */
  start: lspPositionSchema,
  /** Position where the range ends (exclusive). */
  end: lspPositionSchema,
});

/** LspRange, inferred from {@link lspRangeSchema}. */
export type LspRange = z.infer<typeof lspRangeSchema>;
