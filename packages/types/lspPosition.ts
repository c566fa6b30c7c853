// Code generated from schema/tool/lspPosition.schema.json. DO NOT EDIT.

/**
 * Zero-based position in a text document, as defined by the Language Server Protocol.
 */
export interface LspPosition {
  /**
   * Zero-based line number.
   */
  line: number;
  /**
   * Zero-based character offset within the line.
   */
  character: number;
}
