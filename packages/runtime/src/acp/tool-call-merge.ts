import { InvalidArgumentError } from "../errors/runtime-error.ts";
import type { ToolCall, ToolCallUpdate } from "./acp-types.ts";

/** The ToolCall fields an update can set (Rust `ToolCallUpdateFields`); unknown newer keys are carried as well. */
const FIELDS = ["kind", "status", "title", "content", "locations", "rawInput", "rawOutput"] as const;
const RESERVED = new Set<string>(["toolCallId", "_meta", ...FIELDS]);

const present = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * The canonical form of a ToolCall, as the Rust type serializes it: default `kind` (`other`) and
 * `status` (`pending`), empty collections and null raw values / `_meta` are left out.
 */
export function canonicalToolCall(call: ToolCall): ToolCall {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(call)) {
    if (value === undefined || value === null) continue;
    if (key === "kind" && value === "other") continue;
    if (key === "status" && value === "pending") continue;
    if ((key === "content" || key === "locations") && Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as ToolCall;
}

/**
 * Rust `ToolCall::update`: sets only the fields the update carries (absent or null = unchanged),
 * collections are replaced, not extended; `toolCallId` and `_meta` of the call are kept. Keys of
 * a newer protocol version are carried over the same way.
 */
export function applyToolCallUpdate(call: ToolCall, update: ToolCallUpdate): ToolCall {
  const next: Record<string, unknown> = { ...call };
  for (const field of FIELDS) if (present(update[field])) next[field] = update[field];
  for (const [key, value] of Object.entries(update)) if (!RESERVED.has(key) && present(value)) next[key] = value;
  return canonicalToolCall(next as ToolCall);
}

/** Rust `TryFrom<ToolCallUpdate> for ToolCall`: a tool call first seen as an update needs a title. */
export function toolCallFromUpdate(update: ToolCallUpdate): ToolCall {
  if (typeof update.title !== "string") {
    throw new InvalidArgumentError(`invalid ACP tool call update ${update.toolCallId}: title: title is required for a tool call`, ["title: title is required for a tool call"]);
  }
  return canonicalToolCall({ ...update, title: update.title } as ToolCall);
}

/** Rust `From<ToolCall> for ToolCallUpdate`: every field set, defaults spelled out, `_meta` kept. */
export function toolCallUpdateFromToolCall(call: ToolCall): ToolCallUpdate {
  return {
    ...call,
    kind: call.kind ?? "other",
    status: call.status ?? "pending",
    content: call.content ?? [],
    locations: call.locations ?? [],
  };
}

/**
 * The smallest update that turns `previous` into `next` (applyToolCallUpdate(previous, it) equals
 * `next`, `_meta` aside); undefined when nothing changed. A field that went back to its default is
 * sent as the default (`other`, `pending`, `[]`). A raw value cannot be unset by an update (ACP
 * reads null as "unchanged"), so a removed one is not sent.
 */
export function minimalToolCallUpdate(previous: ToolCall, next: ToolCall): ToolCallUpdate | undefined {
  const before = toolCallUpdateFromToolCall(previous) as Record<string, unknown>;
  const after = toolCallUpdateFromToolCall(next) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(after), ...FIELDS])) {
    if (key === "toolCallId" || key === "_meta") continue;
    if (!present(after[key])) continue;
    if (!Bun.deepEquals(before[key], after[key], true)) out[key] = after[key];
  }
  return Object.keys(out).length === 0 ? undefined : ({ toolCallId: next.toolCallId, ...out } as ToolCallUpdate);
}
