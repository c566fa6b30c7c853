// Code generated from schema/acp/acpToolCallLocation.schema.json. DO NOT EDIT.

/**
 * File location a tool call reads or modifies (ACP `ToolCallLocation`), enabling follow-along in clients.
 */
export interface AcpToolCallLocation {
  /**
   * Absolute path of the file.
   */
  path: string;
  /**
   * Line number within the file, when relevant; null or absent otherwise.
   */
  line?: number | null;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
