import { resolve } from "node:path";
import type { AcpToolCallLocation } from "@generated/validators/acpToolCallLocation";
import type { ToolPart } from "@generated/validators/toolPart";
import { fileDiffOf } from "./tool-call-content.ts";

/** Input keys that name a file or folder the call touches. */
const PATH_KEYS = ["filePath", "path"] as const;

/**
 * The files a call touches ("follow the agent"): `filePath` / `path` of its input, absolute
 * against `root`, with a 0-based line when known (read's `offset`, an edit's first hunk).
 */
export function locationsOf(part: ToolPart, root: string): AcpToolCallLocation[] {
  const input = part.state.input;
  const out: AcpToolCallLocation[] = [];
  const diffLine = fileDiffOf(part, root)?.line;
  for (const key of PATH_KEYS) {
    const value = input[key];
    if (typeof value !== "string" || value === "") continue;
    const path = resolve(root, value);
    if (out.some((l) => l.path === path)) continue;
    const offset = input.offset;
    const line = part.tool === "read" && typeof offset === "number" && Number.isInteger(offset) && offset >= 0 ? offset : key === "filePath" ? diffLine : undefined;
    out.push({ path, ...(line !== undefined ? { line } : {}) });
  }
  return out;
}
