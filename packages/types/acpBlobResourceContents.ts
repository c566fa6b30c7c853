// Code generated from schema/acp/acpBlobResourceContents.schema.json. DO NOT EDIT.

/**
 * Binary contents of an embedded resource (ACP `BlobResourceContents`).
 */
export interface AcpBlobResourceContents {
  /**
   * Base64-encoded resource bytes.
   */
  blob: string;
  /**
   * MIME type of the bytes, when known; null means unknown.
   */
  mimeType?: string | null;
  /**
   * URI identifying the resource.
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
