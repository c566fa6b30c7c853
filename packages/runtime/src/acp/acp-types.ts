import type { AcpToolCall } from "@generated/validators/acpToolCall";
import type { AcpToolCallContent } from "@generated/validators/acpToolCallContent";
import type { AcpToolCallUpdate } from "@generated/validators/acpToolCallUpdate";

/**
 * A content item of a variant this build does not know (a `type` newer than ACP v1), kept
 * verbatim so it reaches whoever reads the call next instead of being dropped.
 */
export interface UnknownContent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** The declared keys of an open (loose) object type, without its index signature. */
type Known<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/** One item of a tool call's `content`: a known ACP v1 variant or a newer one passed through. */
export type ContentItem = AcpToolCallContent | UnknownContent;

/**
 * An ACP ToolCall in its canonical (Rust-serialized) form: `kind` absent means `other`, `status`
 * absent means `pending`, empty `content`/`locations` and null raw values are left out.
 */
export type ToolCall = Omit<Known<AcpToolCall>, "content"> & { content?: ContentItem[]; [key: string]: unknown };

/** An ACP ToolCallUpdate: only `toolCallId` is required; absent or null fields are unchanged. */
export type ToolCallUpdate = Omit<Known<AcpToolCallUpdate>, "content"> & { content?: ContentItem[] | null; [key: string]: unknown };

/** The `_meta` key under which toolwire puts what ACP has no field for (the tool name, part metadata). */
export const TOOLWIRE_META = "toolwire";
