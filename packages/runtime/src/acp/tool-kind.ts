import type { AcpToolKind } from "@generated/validators/acpToolKind";

/** The ACP kind of each built-in tool name (the seed's table); anything else is `other`. */
export const DEFAULT_TOOL_KINDS: Readonly<Record<string, AcpToolKind>> = Object.freeze({
  read: "read",
  edit: "edit",
  write: "edit",
  bash: "execute",
  grep: "search",
  glob: "search",
  webfetch: "fetch",
  delete: "delete",
  move: "move",
});

/** The tool name a kind stands for when a call names no tool (recording foreign agents). */
const TOOL_OF_KIND: Readonly<Record<AcpToolKind, string>> = Object.freeze({
  read: "read",
  edit: "edit",
  delete: "delete",
  move: "move",
  search: "grep",
  execute: "bash",
  think: "think",
  fetch: "webfetch",
  switch_mode: "switch_mode",
  other: "other",
});

/** The ACP kind of a tool: a per-tool override first, then the default table, else `other`. */
export function toolKindOf(tool: string, overrides: Readonly<Record<string, AcpToolKind>> = {}): AcpToolKind {
  return Object.hasOwn(overrides, tool) ? overrides[tool]! : Object.hasOwn(DEFAULT_TOOL_KINDS, tool) ? DEFAULT_TOOL_KINDS[tool]! : "other";
}

/** The toolwire tool name for an ACP kind (execute → bash, search → grep, fetch → webfetch, …). */
export function toolNameOfKind(kind: AcpToolKind): string {
  return TOOL_OF_KIND[kind];
}
