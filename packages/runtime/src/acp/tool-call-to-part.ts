import type { ToolPart } from "@generated/validators/toolPart";
import type { ToolPartUpdate } from "../lifecycle/tool-part-update.ts";
import { TOOLWIRE_META, type ToolCall } from "./acp-types.ts";
import { defaultTitle, type ToolwireMeta } from "./part-to-tool-call.ts";
import { partStatusOf } from "./tool-call-status.ts";
import { toolNameOfKind } from "./tool-kind.ts";

/** Where a recorded call goes: the recording session and message. */
export interface PartContext {
  readonly sessionID: string;
  readonly messageID: string;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** `_meta.toolwire` when the call came from a toolwire agent. */
export function toolwireMetaOf(call: ToolCall): ToolwireMeta | undefined {
  const meta = call._meta?.[TOOLWIRE_META];
  return isObject(meta) && typeof meta.tool === "string" ? (meta as unknown as ToolwireMeta) : undefined;
}

/** The text blocks of a call's content, joined (a foreign agent's output or error). */
function textOf(call: ToolCall): string | undefined {
  const texts: string[] = [];
  for (const item of call.content ?? []) {
    if (item.type === "content" && isObject(item.content) && item.content.type === "text" && typeof item.content.text === "string") texts.push(item.content.text);
  }
  return texts.length > 0 ? texts.join("\n") : undefined;
}

/**
 * The ToolPart update recording an ACP ToolCall. A call from a toolwire agent (`_meta.toolwire`)
 * is rebuilt exactly: tool, title, input (`rawInput`), output / error / metadata (`rawOutput`)
 * and part metadata. For any other agent the tool name comes from the kind, the output from
 * `rawOutput.output` or the text content (else `rawOutput` as JSON), and whatever a ToolPart has
 * no field for (kind, content, locations, `_meta`, newer keys) is kept in part metadata `acp`.
 */
export function toolPartUpdateFromToolCall(call: ToolCall, context: PartContext): ToolPartUpdate {
  const meta = toolwireMetaOf(call);
  const status = partStatusOf(call.status ?? "pending");
  const input: Json = isObject(call.rawInput) ? call.rawInput : call.rawInput !== undefined ? { value: call.rawInput } : {};
  const raw: Json = isObject(call.rawOutput) ? call.rawOutput : {};
  const metadata = isObject(raw.metadata) ? raw.metadata : undefined;
  // A title toolwire made up for an untitled part (defaultTitle) is not the part's own.
  const title = meta && call.title === defaultTitle(meta.tool, input) ? undefined : call.title;
  const fallbackText = () => textOf(call) ?? (call.rawOutput !== undefined && !isObject(call.rawOutput) ? JSON.stringify(call.rawOutput) : undefined);
  const { rawInput: _in, rawOutput: _out, toolCallId: _id, ...rest } = call;
  const partMetadata = meta ? meta.metadata : { acp: rest as Json };

  let state: NonNullable<ToolPartUpdate["state"]>;
  switch (status) {
    case "pending":
      state = { status, input };
      break;
    case "running":
      state = { status, input, ...(title !== undefined ? { title } : {}), ...(metadata ? { metadata } : {}) };
      break;
    case "completed":
      state = {
        status,
        input,
        output: typeof raw.output === "string" ? raw.output : (fallbackText() ?? ""),
        title: title ?? call.title,
        metadata: metadata ?? {},
        ...(Array.isArray(raw.attachments) ? { attachments: raw.attachments as NonNullable<ToolPartUpdate["state"]>["attachments"] } : {}),
      };
      break;
    case "error":
      state = { status, input, error: typeof raw.error === "string" ? raw.error : (fallbackText() ?? "failed"), ...(metadata ? { metadata } : {}) };
      break;
    default: {
      const never: never = status;
      return never;
    }
  }
  return {
    sessionID: context.sessionID,
    messageID: context.messageID,
    callID: call.toolCallId,
    tool: meta?.tool ?? toolNameOfKind(call.kind ?? "other"),
    ...(partMetadata !== undefined ? { metadata: partMetadata } : {}),
    state,
  };
}

/** The fields of a part that ACP carries (ids and times are the recorder's own): for comparing recorded parts. */
export function carriedFields(part: ToolPart): Json {
  const { time: _time, ...state } = part.state as Json & { time?: unknown };
  return { callID: part.callID, tool: part.tool, state, ...(part.metadata !== undefined ? { metadata: part.metadata } : {}) };
}
