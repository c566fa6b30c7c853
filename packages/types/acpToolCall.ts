// Code generated from schema/acp/acpToolCall.schema.json. DO NOT EDIT.
import type { AcpToolCallContent } from "./acpToolCallContent.js";
import type { AcpToolCallId } from "./acpToolCallId.js";
import type { AcpToolCallLocation } from "./acpToolCallLocation.js";
import type { AcpToolCallStatus } from "./acpToolCallStatus.js";
import type { AcpToolKind } from "./acpToolKind.js";

/**
 * A tool call the language model requested (ACP `ToolCall`), as announced with the `tool_call` session update.
 */
export interface AcpToolCall {
  /**
   * Unique identifier of this tool call within the session.
   */
  toolCallId: AcpToolCallId;
  /**
   * Human-readable title describing what the tool is doing.
   */
  title: string;
  /**
   * Category of the tool; absent means `other`.
   */
  kind?: AcpToolKind;
  /**
   * Current execution status; absent means `pending`.
   */
  status?: AcpToolCallStatus;
  /**
   * Content produced by the tool call.
   */
  content?: AcpToolCallContent[];
  /**
   * File locations affected by the tool call.
   */
  locations?: AcpToolCallLocation[];
  /**
   * Raw input parameters sent to the tool; any JSON value.
   */
  rawInput?: unknown;
  /**
   * Raw output returned by the tool; any JSON value.
   */
  rawOutput?: unknown;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
