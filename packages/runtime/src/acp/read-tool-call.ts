import { acpContentBlockSchema } from "@generated/validators/acpContentBlock";
import { acpToolCallContentSchema } from "@generated/validators/acpToolCallContent";
import { acpToolCallIdSchema } from "@generated/validators/acpToolCallId";
import { type AcpToolCallLocation, acpToolCallLocationSchema } from "@generated/validators/acpToolCallLocation";
import { acpToolCallStatusSchema } from "@generated/validators/acpToolCallStatus";
import { type AcpToolKind, acpToolKindSchema } from "@generated/validators/acpToolKind";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import type { ContentItem, ToolCall, ToolCallUpdate } from "./acp-types.ts";
import { canonicalToolCall } from "./tool-call-merge.ts";

/** A tolerant read: the value and what was degraded on the way (`path: what`), never fatal for newer variants. */
export interface Read<T> {
  readonly value: T;
  readonly degraded: readonly string[];
}

const KNOWN_CONTENT = new Set(["content", "diff", "terminal"]);
const KNOWN_BLOCKS = new Set(acpContentBlockSchema.options.map((option) => option.shape.type.value as string));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** True when an item is a variant newer than ACP v1 (unknown item type, or unknown content block type). */
function isNewerVariant(item: Record<string, unknown>): boolean {
  if (typeof item.type !== "string") return false;
  if (!KNOWN_CONTENT.has(item.type)) return true;
  return item.type === "content" && isObject(item.content) && typeof item.content.type === "string" && !KNOWN_BLOCKS.has(item.content.type);
}

/** `content`: valid items kept, newer variants kept verbatim, invalid known items skipped (x-deserialize-skip-invalid-items). */
function readContent(raw: unknown[], path: string, degraded: string[]): ContentItem[] {
  const out: ContentItem[] = [];
  raw.forEach((item, index) => {
    const parsed = acpToolCallContentSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else if (isObject(item) && isNewerVariant(item)) {
      out.push(item as ContentItem);
      degraded.push(`${path}[${index}]: newer variant "${String(item.type)}" kept as is`);
    } else degraded.push(`${path}[${index}]: invalid item skipped (${parsed.error.issues[0]?.message ?? "invalid"})`);
  });
  return out;
}

function readLocations(raw: unknown[], path: string, degraded: string[]): AcpToolCallLocation[] {
  const out: AcpToolCallLocation[] = [];
  raw.forEach((item, index) => {
    const parsed = acpToolCallLocationSchema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else if (isObject(item) && typeof item.path === "string") {
      // default-on-error inside the item: a bad `line` or `_meta` becomes absent, the path stays.
      out.push({ path: item.path });
      degraded.push(`${path}[${index}]: invalid line/_meta dropped`);
    } else degraded.push(`${path}[${index}]: invalid location skipped`);
  });
  return out;
}

/** A kind: known → itself; an unknown string → `other` (Rust `#[serde(other)]`); anything else → undefined. */
function readKind(raw: unknown, path: string, degraded: string[]): AcpToolKind | undefined {
  if (raw === undefined || raw === null) return undefined;
  const parsed = acpToolKindSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  degraded.push(`${path}: unknown kind ${JSON.stringify(raw)} read as "other"`);
  return typeof raw === "string" ? "other" : undefined;
}

/**
 * Reads a ToolCallUpdate from the wire with ACP's rules for newer protocol versions: every field
 * but `toolCallId` defaults on error (absent = unchanged), unknown kinds read as `other`, invalid
 * collection items are skipped, newer content variants and unknown keys are kept. Throws
 * InvalidArgumentError naming the path only when `toolCallId` itself is unusable.
 */
export function readToolCallUpdate(raw: unknown, path = "toolCall"): Read<ToolCallUpdate> {
  if (!isObject(raw)) throw new InvalidArgumentError(`invalid ACP tool call: ${path}: expected an object`, [`${path}: expected an object`]);
  const id = acpToolCallIdSchema.safeParse(raw.toolCallId);
  if (!id.success) throw new InvalidArgumentError(`invalid ACP tool call: ${path}.toolCallId: expected a string`, [`${path}.toolCallId: expected a string`]);
  const degraded: string[] = [];
  const { toolCallId: _id, kind, status, title, content, locations, rawInput, rawOutput, _meta, ...rest } = raw;
  const out: Record<string, unknown> = { ...rest, toolCallId: id.data };
  const readKindValue = readKind(kind, `${path}.kind`, degraded);
  if (readKindValue !== undefined) out.kind = readKindValue;
  if (status !== undefined && status !== null) {
    const parsed = acpToolCallStatusSchema.safeParse(status);
    if (parsed.success) out.status = parsed.data;
    else degraded.push(`${path}.status: unknown status ${JSON.stringify(status)} ignored`);
  }
  if (typeof title === "string") out.title = title;
  else if (title !== undefined && title !== null) degraded.push(`${path}.title: not a string, ignored`);
  if (Array.isArray(content)) out.content = readContent(content, `${path}.content`, degraded);
  else if (content !== undefined && content !== null) degraded.push(`${path}.content: not an array, ignored`);
  if (Array.isArray(locations)) out.locations = readLocations(locations, `${path}.locations`, degraded);
  else if (locations !== undefined && locations !== null) degraded.push(`${path}.locations: not an array, ignored`);
  if (rawInput !== undefined && rawInput !== null) out.rawInput = rawInput;
  if (rawOutput !== undefined && rawOutput !== null) out.rawOutput = rawOutput;
  if (isObject(_meta)) out._meta = _meta;
  else if (_meta !== undefined && _meta !== null) degraded.push(`${path}._meta: not an object, ignored`);
  return { value: out as ToolCallUpdate, degraded };
}

/** Reads a ToolCall (the `tool_call` update) with the same rules; `title` is required. */
export function readToolCall(raw: unknown, path = "toolCall"): Read<ToolCall> {
  const { value, degraded } = readToolCallUpdate(raw, path);
  if (typeof value.title !== "string") throw new InvalidArgumentError(`invalid ACP tool call: ${path}.title: title is required for a tool call`, [`${path}.title: required`]);
  return { value: canonicalToolCall({ ...value, title: value.title } as ToolCall), degraded };
}
