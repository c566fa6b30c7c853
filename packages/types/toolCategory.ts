// Code generated from schema/invocation/toolCategory.schema.json. DO NOT EDIT.

/**
 * Category of a tool, in kebab-case: `file` (read, write, modify files), `search` (text and pattern search), `code-analysis` (LSP-based analysis), `development` (build, test, run commands), `project-management` (todo and planning tools), `mcp` (tools served by external MCP servers), `client` (tools a connected client registered and executes itself).
 */
export type ToolCategory =
  | "file"
  | "search"
  | "code-analysis"
  | "development"
  | "project-management"
  | "mcp"
  | "client";
