import type { AcpToolKind } from "@generated/validators/acpToolKind";
import type { ToolPart } from "@generated/validators/toolPart";
import { TOOLWIRE_META, type ToolCall } from "./acp-types.ts";
import { contentOf } from "./tool-call-content.ts";
import { locationsOf } from "./tool-call-locations.ts";
import { canonicalToolCall } from "./tool-call-merge.ts";
import { acpStatusOf, statusWhileAsking } from "./tool-call-status.ts";
import { toolKindOf } from "./tool-kind.ts";

/** How parts are shown to an ACP client. */
export interface ToolCallOptions {
  /** Workspace root: relative paths become absolute against it (ACP paths are absolute). */
  readonly root: string;
  /** Per-tool kind overrides (e.g. an MCP tool that reads). */
  readonly kinds?: Readonly<Record<string, AcpToolKind>>;
  /** A permission request for the call is open: the status stays `pending`. */
  readonly asking?: boolean;
}

/** What `_meta.toolwire` carries: what ACP has no field for, so the part can be rebuilt. */
export interface ToolwireMeta {
  readonly tool: string;
  readonly metadata?: Record<string, unknown>;
}

const PRIMARY_KEYS = ["filePath", "command", "pattern", "path", "url"] as const;
const MAX_TITLE = 200;

/** The part's own title, if it has one. */
export function titleOfState(part: ToolPart): string | undefined {
  const state = part.state;
  return "title" in state && typeof state.title === "string" && state.title.trim() !== "" ? state.title : undefined;
}

/** A title for a part without one: the tool and its main argument (`bash ls -la`, `read src/a.ts`). */
export function defaultTitle(tool: string, input: Readonly<Record<string, unknown>>): string {
  const key = PRIMARY_KEYS.find((k) => typeof input[k] === "string" && input[k] !== "");
  const title = key ? `${tool} ${String(input[key])}` : tool;
  return title.length <= MAX_TITLE ? title : `${title.slice(0, MAX_TITLE - 1)}…`;
}

/** `rawOutput`: `{output, metadata, attachments?}` when completed, `{error, metadata?}` when failed, `{metadata}` while running. */
function rawOutputOf(part: ToolPart): Record<string, unknown> | undefined {
  const state = part.state;
  switch (state.status) {
    case "pending":
      return undefined;
    case "running":
      return state.metadata !== undefined ? { metadata: state.metadata } : undefined;
    case "completed":
      return { output: state.output, metadata: state.metadata, ...(state.attachments !== undefined ? { attachments: state.attachments } : {}) };
    case "error":
      return { error: state.error, ...(state.metadata !== undefined ? { metadata: state.metadata } : {}) };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** The ACP ToolCall showing a ToolPart now (canonical form); see the ACP section of the README. */
export function toolCallFromPart(part: ToolPart, options: ToolCallOptions): ToolCall {
  const title = titleOfState(part);
  const meta: ToolwireMeta = { tool: part.tool, ...(part.metadata !== undefined ? { metadata: part.metadata } : {}) };
  const rawOutput = rawOutputOf(part);
  return canonicalToolCall({
    toolCallId: part.callID,
    title: title ?? defaultTitle(part.tool, part.state.input),
    kind: toolKindOf(part.tool, options.kinds),
    status: statusWhileAsking(acpStatusOf(part.state.status), options.asking ?? false),
    content: contentOf(part, options.root),
    locations: locationsOf(part, options.root),
    rawInput: part.state.input,
    ...(rawOutput !== undefined ? { rawOutput } : {}),
    _meta: { [TOOLWIRE_META]: meta },
  });
}
