// Code generated from schema/acp/acpAnnotations.schema.json. DO NOT EDIT.
import type { AcpRole } from "./acpRole.js";

/**
 * Optional hints about how content is meant to be used or displayed (ACP `Annotations`). Every field is optional and the object is open.
 */
export interface AcpAnnotations {
  /**
   * Intended recipients of the content, such as the user or the assistant; null means unspecified.
   */
  audience?: AcpRole[] | null;
  /**
   * When the underlying resource was last modified (an ISO 8601 timestamp); null means unknown.
   */
  lastModified?: string | null;
  /**
   * Relative importance of the content when a client chooses what to surface; null means unspecified.
   */
  priority?: number | null;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
