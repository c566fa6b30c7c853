import type { ToolPart } from "@generated/validators/toolPart";
import type { ToolState } from "@generated/validators/toolState";

/** Display limit for error text in summaries; the stored part keeps the whole message. */
export const MAX_ERROR_LENGTH = 200;
const OMISSION = "...";

/**
 * The flat display view of a tool part (the Ruby client's canonical hash). A view of a
 * ToolPart, not a wire shape: every field type comes from the generated ToolPart.
 */
export interface ToolSummary {
  readonly type: "tool";
  readonly tool: ToolPart["tool"];
  readonly status: ToolState["status"];
  readonly title?: string;
  readonly input: Readonly<Record<string, unknown>>;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly output?: string;
  readonly error?: string;
  readonly callID: ToolPart["callID"];
  readonly messageID: ToolPart["messageID"];
}

/** Truncates like ActiveSupport's `truncate(200)`: at most 200 characters (code points) including the "...". */
export function truncateText(text: string, max: number = MAX_ERROR_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - OMISSION.length).join("") + OMISSION;
}

/** Builds the display summary of a part; error text is truncated here, never in the record. */
export function summarizeToolPart(part: ToolPart): ToolSummary {
  const state = part.state as ToolState & { title?: string; metadata?: Record<string, unknown>; output?: string; error?: string };
  return {
    type: "tool",
    tool: part.tool,
    status: state.status,
    ...(state.title !== undefined ? { title: state.title } : {}),
    input: state.input,
    metadata: state.metadata ?? {},
    ...(state.output !== undefined ? { output: state.output } : {}),
    ...(state.error !== undefined ? { error: truncateText(state.error) } : {}),
    callID: part.callID,
    messageID: part.messageID,
  };
}
