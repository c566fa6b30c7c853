// Code generated from schema/tools/lspPositionToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `lsp-hover`, `lsp-definition` and `lsp-references` tools: a position in a file, as LSP counts it (0-based line and character).
 */
export interface LspPositionToolInput {
  /**
   * The file, relative to the workspace (or absolute inside it).
   */
  filePath: string;
  /**
   * 0-based line.
   */
  line: number;
  /**
   * 0-based character offset in the line (UTF-16 code units, as LSP counts them).
   */
  character: number;
}
