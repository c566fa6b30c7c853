import { existsSync } from "node:fs";
import { type EditToolInput, editToolInputSchema } from "@generated/validators/editToolInput";
import { createTwoFilesPatch, diffLines } from "diff";
import inputSchema from "../../../../../schema/tools/editToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { fail } from "../tool-failure.ts";
import { readInside, writeInside } from "../safe-file.ts";
import { editPermission, relativeTitle } from "./file-edit-permission.ts";

/** Lines added and removed between two texts (OpenCode's `filediff` counts). */
export function countChanges(before: string, after: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const change of diffLines(before, after)) {
    if (change.added) additions += change.count ?? 0;
    if (change.removed) deletions += change.count ?? 0;
  }
  return { additions, deletions };
}

/** `edit`: replaces an exact string (once, or every occurrence); metadata carries a unified diff and counts. */
export const editTool: ToolDefinition<EditToolInput> = {
  info: {
    name: "edit",
    description: "Replace an exact string in a file; it must occur exactly once unless `replaceAll` is set. An empty `oldString` creates the file.",
    inputSchema,
    outputSchema: { type: "string" },
    categories: ["file"],
    permissions: ["edit"],
    riskLevel: "medium",
  },
  source: { kind: "builtin" },
  validator: zodValidator(editToolInputSchema),
  title: relativeTitle,
  permission: editPermission,
  async execute(input, context) {
    if (input.oldString === input.newString) fail({ kind: "tool", message: "oldString and newString must be different" });
    const path = context.workspace.resolve(input.filePath);
    const rel = context.workspace.relative(path);
    let before = "";
    let after: string;
    // An editor that offers its files: its buffer is read and written (unsaved edits included).
    const viaHost = context.host?.files;
    if (input.oldString === "" && !existsSync(path)) {
      after = input.newString;
    } else {
      if (!existsSync(path)) fail({ kind: "tool", message: `file ${rel} not found` });
      if (viaHost) before = await viaHost.readText(path);
      else before = (await readInside(context.workspace, path, context.signal)).toString("utf8");
      if (input.oldString === "") fail({ kind: "tool", message: `oldString is empty but ${rel} exists; give the text to replace` });
      const occurrences = before.split(input.oldString).length - 1;
      if (occurrences === 0) fail({ kind: "tool", message: `oldString not found in ${rel}` });
      if (occurrences > 1 && !input.replaceAll) {
        fail({ kind: "tool", message: `oldString found ${occurrences} times in ${rel}; add surrounding lines to make it unique, or set replaceAll` });
      }
      // split/join, not String.replace: `$&` and friends in newString must stay literal.
      after = input.replaceAll ? before.split(input.oldString).join(input.newString) : before.replace(input.oldString, () => input.newString);
    }
    if (viaHost) await viaHost.writeText(path, after);
    else await writeInside(context.workspace, path, after, context.signal);
    const diff = createTwoFilesPatch(rel, rel, before, after);
    const filediff = countChanges(before, after);
    return { output: "Edit applied successfully.", title: rel, metadata: { diff, filediff: { file: rel, ...filediff }, ...(viaHost ? { via: context.host!.name } : {}) } };
  },
};
