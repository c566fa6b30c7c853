import type { Workspace } from "../workspace.ts";

/** A file tool's title: its path relative to the workspace. */
export const relativeTitle = (input: { readonly filePath: string }, workspace: Workspace): string => workspace.relative(workspace.resolve(input.filePath));

/** What `edit` and `write` ask (OpenCode's shape): permission `edit` for the relative path, remembered for that path. */
export function editPermission(input: { readonly filePath: string }, workspace: Workspace) {
  const path = relativeTitle(input, workspace);
  return { permission: "edit", patterns: [path], always: [path], metadata: { filepath: path } };
}
