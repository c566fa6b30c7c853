import type { ToolPart } from "@generated/validators/toolPart";
import type { ToolCall, ToolCallUpdate } from "./acp-types.ts";
import { type ToolCallOptions, toolCallFromPart } from "./part-to-tool-call.ts";
import { minimalToolCallUpdate } from "./tool-call-merge.ts";

/** A tool-call session update: the whole call on first sight, then the minimal change. */
export type ToolCallSessionUpdate = ({ readonly sessionUpdate: "tool_call" } & ToolCall) | ({ readonly sessionUpdate: "tool_call_update" } & ToolCallUpdate);

/** What one client has been shown of one session's tool calls. */
export interface ToolCallProjector {
  /** The update that brings the client to `part` as it is now; undefined when it already shows that. */
  show(part: ToolPart): ToolCallSessionUpdate | undefined;
  /** Marks a permission request for the call open or closed (an open one keeps it `pending`). */
  setAsking(callID: string, asking: boolean): void;
  /** The call as the client last saw it. */
  shown(callID: string): ToolCall | undefined;
}

/** A projector for one session: ToolPart changes → `tool_call` / `tool_call_update`. */
export function createToolCallProjector(options: Omit<ToolCallOptions, "asking">): ToolCallProjector {
  const seen = new Map<string, ToolCall>();
  const asking = new Map<string, number>();
  return {
    show(part) {
      const next = toolCallFromPart(part, { ...options, asking: (asking.get(part.callID) ?? 0) > 0 });
      const previous = seen.get(part.callID);
      seen.set(part.callID, next);
      if (!previous) return { sessionUpdate: "tool_call", ...next };
      const update = minimalToolCallUpdate(previous, next);
      return update ? { sessionUpdate: "tool_call_update", ...update } : undefined;
    },
    setAsking(callID, on) {
      const count = Math.max(0, (asking.get(callID) ?? 0) + (on ? 1 : -1));
      if (count === 0) asking.delete(callID);
      else asking.set(callID, count);
    },
    shown: (callID) => seen.get(callID),
  };
}
