// Code generated from schema/acp/acpEmbeddedResource.schema.json. DO NOT EDIT.
import type { AcpAnnotations } from "./acpAnnotations.js";
import type { AcpEmbeddedResourceResource } from "./acpEmbeddedResourceResource.js";

/**
 * Embedded resource content block (ACP `ContentBlock` variant `resource` with `EmbeddedResource`): complete resource contents included in the message; in prompts it requires the `embeddedContext` prompt capability.
 */
export interface AcpEmbeddedResource {
  /**
   * Content block discriminator; always `resource` for embedded resources.
   */
  type: "resource";
  /**
   * Optional annotations that help clients decide how to display or route this content; null means none.
   */
  annotations?: AcpAnnotations | null;
  /**
   * The embedded contents, text or binary.
   */
  resource: AcpEmbeddedResourceResource;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
