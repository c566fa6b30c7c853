import { resolve } from "node:path";
import type { AcpDiff } from "@generated/validators/acpDiff";
import type { AcpToolCallContent } from "@generated/validators/acpToolCallContent";
import type { ToolPart } from "@generated/validators/toolPart";

/** Text blocks carry at most this many characters (the whole output still travels in `rawOutput`). */
export const MAX_CONTENT_TEXT = 256 * 1024;

/** A diff whose texts together exceed this many characters is not sent (a note says so); the input still is. */
export const MAX_DIFF_TEXT = 1024 * 1024;

/** A diff located in a file: ACP's fields plus the first changed line (0-based) when known. */
export interface FileDiff {
  readonly diff: AcpDiff;
  readonly line?: number;
}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const obj = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function capText(text: string): string {
  return text.length <= MAX_CONTENT_TEXT ? text : `${text.slice(0, MAX_CONTENT_TEXT)}\n[… ${text.length - MAX_CONTENT_TEXT} more characters in rawOutput]`;
}

/**
 * Old and new text of a unified patch (the edit tool's `metadata.diff`): context and removed lines
 * make the old text, context and added lines the new one; hunks follow each other. The line is
 * where the first hunk starts in the new file, 0-based.
 */
export function textsOfPatch(patch: string): { oldText: string; newText: string; line?: number } | undefined {
  const oldLines: string[] = [];
  const newLines: string[] = [];
  let line: number | undefined;
  let inHunk = false;
  for (const row of patch.split("\n")) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(row);
    if (header) {
      inHunk = true;
      line ??= Math.max(0, Number(header[1]) - 1);
      continue;
    }
    if (!inHunk || row.startsWith("\\")) continue;
    const mark = row[0];
    const text = row.slice(1);
    if (mark === " ") {
      oldLines.push(text);
      newLines.push(text);
    } else if (mark === "-") oldLines.push(text);
    else if (mark === "+") newLines.push(text);
  }
  if (!inHunk) return undefined;
  return { oldText: oldLines.join("\n"), newText: newLines.join("\n"), ...(line !== undefined ? { line } : {}) };
}

/**
 * The file diff of a part, from its metadata when it has one (`filediff.before/after`, OpenCode's
 * shape, else the unified `diff` of toolwire's edit), else from the input of `edit`
 * (`oldString` → `newString`) or `write` (`content`, old text unknown → null). Paths are made
 * absolute against `root`, as ACP requires.
 */
export function fileDiffOf(part: ToolPart, root: string): FileDiff | undefined {
  const input = obj(part.state.input);
  const metadata = obj("metadata" in part.state ? part.state.metadata : undefined);
  const filediff = obj(metadata.filediff);
  const path = str(filediff.file) ?? str(metadata.filepath) ?? str(input.filePath);
  if (path === undefined) return undefined;
  const abs = resolve(root, path);
  const before = str(filediff.before);
  const after = str(filediff.after);
  if (after !== undefined) return { diff: { type: "diff", path: abs, oldText: before ?? null, newText: after } };
  const patch = str(metadata.diff);
  const texts = patch !== undefined ? textsOfPatch(patch) : undefined;
  if (texts) return { diff: { type: "diff", path: abs, oldText: texts.oldText, newText: texts.newText }, ...(texts.line !== undefined ? { line: texts.line } : {}) };
  const oldString = str(input.oldString);
  const newString = str(input.newString);
  if (part.tool === "edit" && newString !== undefined) return { diff: { type: "diff", path: abs, oldText: oldString ? oldString : null, newText: newString } };
  const content = str(input.content);
  if (part.tool === "write" && content !== undefined) return { diff: { type: "diff", path: abs, oldText: null, newText: content } };
  return undefined;
}

/**
 * The `content` of a part's tool call: the diff (edit/write), a terminal when the metadata names
 * one (`terminalId`), and the text: the output when completed, the error when failed, the live
 * output (`metadata.output`) while running.
 */
export function contentOf(part: ToolPart, root: string): AcpToolCallContent[] {
  const out: AcpToolCallContent[] = [];
  const file = fileDiffOf(part, root);
  if (file) {
    const size = (file.diff.oldText?.length ?? 0) + file.diff.newText.length;
    if (size <= MAX_DIFF_TEXT) out.push(file.diff);
    else out.push({ type: "content", content: { type: "text", text: `[diff of ${file.diff.path} not shown: ${size} characters, over ${MAX_DIFF_TEXT}]` } });
  }
  const state = part.state;
  const metadata = obj("metadata" in state ? state.metadata : undefined);
  const terminalId = str(metadata.terminalId);
  if (terminalId) out.push({ type: "terminal", terminalId });
  let text: string | undefined;
  switch (state.status) {
    case "pending":
      break;
    case "running":
      text = str(metadata.output);
      break;
    case "completed":
      text = state.output;
      break;
    case "error":
      text = state.error;
      break;
    default: {
      const never: never = state;
      return never;
    }
  }
  if (text) out.push({ type: "content", content: { type: "text", text: capText(text) } });
  return out;
}
