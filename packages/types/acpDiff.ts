// Code generated from schema/acp/acpDiff.schema.json. DO NOT EDIT.

/**
 * Tool call content showing a file modification as a diff (ACP `ToolCallContent` variant `diff` with `Diff`).
 */
export interface AcpDiff {
  /**
   * Tool call content discriminator; always `diff` here.
   */
  type: "diff";
  /**
   * Absolute path of the file being modified.
   */
  path: string;
  /**
   * Original content; null or absent for a new file.
   */
  oldText?: string | null;
  /**
   * Content after the modification.
   */
  newText: string;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
