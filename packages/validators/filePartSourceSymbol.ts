// Code generated from schema/tool/filePartSourceSymbol.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";
import { filePartSourceTextSchema } from "./filePartSourceText.js";
import { lspRangeSchema } from "./lspRange.js";

/**
 * FilePartSourceSymbol
 *
 * Source of a file part that references a code symbol found through the language server.
 */
export const filePartSourceSymbolSchema = z.strictObject({
  /** Source discriminator; always `symbol` here. */
  type: z.literal("symbol"),
  /** Path of the file that defines the symbol. */
  path: z.string(),
  /** Range of the symbol definition in that file. */
  range: lspRangeSchema,
  /** Name of the symbol. */
  name: z.string(),
  /** LSP SymbolKind number of the symbol (for example 5 = Class, 12 = Function). */
  kind: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
  /** The prompt text that produced this reference. */
  text: filePartSourceTextSchema,
});

/** FilePartSourceSymbol, inferred from {@link filePartSourceSymbolSchema}. */
export type FilePartSourceSymbol = z.infer<typeof filePartSourceSymbolSchema>;
