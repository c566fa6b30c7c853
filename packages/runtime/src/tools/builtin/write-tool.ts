import { existsSync } from "node:fs";
import { type WriteToolInput, writeToolInputSchema } from "@generated/validators/writeToolInput";
import inputSchema from "../../../../../schema/tools/writeToolInput.schema.json" with { type: "json" };
import { zodValidator } from "../input-validator.ts";
import type { ToolDefinition } from "../tool-definition.ts";
import { writeInside } from "../safe-file.ts";
import { fail } from "../tool-failure.ts";
import { formatBytes } from "../workspace.ts";
import { editPermission, relativeTitle } from "./file-edit-permission.ts";

/** `write`: replaces a file's content atomically, creating parent directories. */
export const writeTool: ToolDefinition<WriteToolInput> = {
  info: {
    name: "write",
    description: "Write a file in the workspace (created with its parent directories, or replaced atomically).",
    inputSchema,
    outputSchema: { type: "string" },
    categories: ["file"],
    permissions: ["edit"],
    riskLevel: "medium",
  },
  source: { kind: "builtin" },
  validator: zodValidator(writeToolInputSchema),
  title: relativeTitle,
  permission: editPermission,
  async execute(input, context) {
    const path = context.workspace.resolve(input.filePath);
    const size = Buffer.byteLength(input.content, "utf8");
    if (size > context.workspace.maxFileBytes) {
      fail({ kind: "resource", resource: "file-size", message: `content is ${size} bytes, over the ${formatBytes(context.workspace.maxFileBytes)} file size limit` });
    }
    const existed = existsSync(path);
    // An editor that offers its files writes through its buffer (what the person sees is what changed).
    const viaHost = context.host?.files;
    if (viaHost) await viaHost.writeText(path, input.content);
    else await writeInside(context.workspace, path, input.content, context.signal);
    const rel = context.workspace.relative(path);
    return { output: `Wrote ${size} bytes to ${rel}`, title: rel, metadata: { filepath: rel, exists: existed, ...(viaHost ? { via: context.host!.name } : {}) } };
  },
};
