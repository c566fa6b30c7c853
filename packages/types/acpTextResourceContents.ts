// Code generated from schema/acp/acpTextResourceContents.schema.json. DO NOT EDIT.

/**
 * Text contents of an embedded resource (ACP `TextResourceContents`).
 */
export interface AcpTextResourceContents {
  /**
   * MIME type of the text, when known; null means unknown.
   */
  mimeType?: string | null;
  /**
   * The resource text.
   */
  text: string;
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
