// Code generated from schema/acp/acpResourceLink.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "./acpAnnotations.js";

/**
 * Resource link content block (ACP `ContentBlock` variant `resource_link` with `ResourceLink`): a reference to a resource the agent can read.
 */
export interface AcpResourceLink {
  /**
   * Content block discriminator; always `resource_link` for resource links.
   */
  type: "resource_link";
  /**
   * Optional annotations that help clients decide how to display or route this content; null means none.
   */
  annotations?: AcpAnnotations | null;
  /**
   * Optional human-readable description of the resource; null means none.
   */
  description?: string | null;
  /**
   * MIME type of the resource, when known; null means unknown.
   */
  mimeType?: string | null;
  /**
   * Human-readable name of the resource.
   */
  name: string;
  /**
   * Size of the resource in bytes, when known; null means unknown.
   */
  size?: number | null;
  /**
   * Optional display title for user interfaces; null means none.
   */
  title?: string | null;
  /**
   * URI of the resource.
   */
  uri: string;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
