// Code generated from schema/acp/acpImageContent.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "./acpAnnotations.js";

/**
 * Image content block (ACP `ContentBlock` variant `image` with `ImageContent`); in prompts it requires the `image` prompt capability.
 */
export interface AcpImageContent {
  /**
   * Content block discriminator; always `image` for images.
   */
  type: "image";
  /**
   * Optional annotations that help clients decide how to display or route this content; null means none.
   */
  annotations?: AcpAnnotations | null;
  /**
   * Base64-encoded image bytes.
   */
  data: string;
  /**
   * MIME type of the image, such as `image/png`.
   */
  mimeType: string;
  /**
   * URI the image was loaded from, when it has one; null means none.
   */
  uri?: string | null;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
