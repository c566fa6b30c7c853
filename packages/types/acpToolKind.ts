// Code generated from schema/acp/acpToolKind.schema.json. DO NOT EDIT.

/**
 * Category of a tool (ACP `ToolKind`), used by clients to choose icons and presentation: `read` reads files or data, `edit` modifies files or content, `delete` removes files or data, `move` moves or renames files, `search` searches for information, `execute` runs commands or code, `think` is internal reasoning or planning, `fetch` retrieves external data, `switch_mode` switches the session mode, `other` is anything else (the default).
 */
export type AcpToolKind =
  | "read"
  | "edit"
  | "delete"
  | "move"
  | "search"
  | "execute"
  | "think"
  | "fetch"
  | "switch_mode"
  | "other";
