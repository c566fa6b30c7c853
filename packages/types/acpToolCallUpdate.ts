// Code generated from schema/acp/acpToolCallUpdate.schema.json. DO NOT EDIT.
import type { AcpToolCallContent } from "./acpToolCallContent.js";
import type { AcpToolCallId } from "./acpToolCallId.js";
import type { AcpToolCallLocation } from "./acpToolCallLocation.js";
import type { AcpToolCallStatus } from "./acpToolCallStatus.js";
import type { AcpToolKind } from "./acpToolKind.js";

/**
 * An update to an existing tool call (ACP `ToolCallUpdate`); only the identifier is required, absent or null fields are unchanged, and collections replace the previous ones.
 */
export interface AcpToolCallUpdate {
  /**
   * Identifier of the tool call being updated.
   */
  toolCallId: AcpToolCallId;
  /**
   * New tool kind; null or absent leaves it unchanged.
   */
  kind?: AcpToolKind | null;
  /**
   * New execution status; null or absent leaves it unchanged.
   */
  status?: AcpToolCallStatus | null;
  /**
   * New human-readable title; null or absent leaves it unchanged.
   */
  title?: string | null;
  /**
   * Replacement content collection; null or absent leaves it unchanged.
   */
  content?: AcpToolCallContent[] | null;
  /**
   * Replacement locations collection; null or absent leaves it unchanged.
   */
  locations?: AcpToolCallLocation[] | null;
  /**
   * New raw input; any JSON value.
   */
  rawInput?: unknown;
  /**
   * New raw output; any JSON value.
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
