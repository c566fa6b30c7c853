// Code generated from schema/tools/lspDiagnosticsToolInput.schema.json. DO NOT EDIT.

/**
 * Input of the built-in `lsp-diagnostics` tool: what the language server (the compiler) says of a file as it is on disk now.
 */
export interface LspDiagnosticsToolInput {
  /**
   * The file, relative to the workspace (or absolute inside it).
   */
  filePath: string;
}
