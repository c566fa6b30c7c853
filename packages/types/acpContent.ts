// Code generated from schema/acp/acpContent.schema.json. DO NOT EDIT.
import type { AcpContentBlock } from "./acpContentBlock.js";

/**
 * Tool call content that wraps a standard content block (ACP `ToolCallContent` variant `content` with `Content`).
 */
export interface AcpContent {
  /**
   * Tool call content discriminator; always `content` here.
   */
  type: "content";
  /**
   * The content block itself.
   */
  content: AcpContentBlock;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
