// Code generated from schema/tool/filePartSourceSymbol.schema.json. DO NOT EDIT.
import type { FilePartSourceText } from "./filePartSourceText.js";
import type { LspRange } from "./lspRange.js";

/**
 * Source of a file part that references a code symbol found through the language server.
 */
export interface FilePartSourceSymbol {
  /**
   * Source discriminator; always `symbol` here.
   */
  type: "symbol";
  /**
   * Path of the file that defines the symbol.
   */
  path: string;
  /**
   * Range of the symbol definition in that file.
   */
  range: LspRange;
  /**
   * Name of the symbol.
   */
  name: string;
  /**
   * LSP SymbolKind number of the symbol (for example 5 = Class, 12 = Function).
   */
  kind: number;
  /**
   * The prompt text that produced this reference.
   */
  text: FilePartSourceText;
}
