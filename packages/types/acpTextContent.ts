// Code generated from schema/acp/acpTextContent.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "./acpAnnotations.js";

/**
 * Text content block (ACP `ContentBlock` variant `text` with `TextContent`): plain text or Markdown that clients should render as Markdown.
 */
export interface AcpTextContent {
  /**
   * Content block discriminator; always `text` for text content.
   */
  type: "text";
  /**
   * Optional annotations that help clients decide how to display or route this content; null means none.
   */
  annotations?: AcpAnnotations | null;
  /**
   * The text payload.
   */
  text: string;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
