// Code generated from schema/tool/lspRange.schema.json. DO NOT EDIT.
import type { LspPosition } from "./lspPosition.js";

/**
 * Range in a text document between two LSP positions, end exclusive.
 */
export interface LspRange {
  /**
   * Position where the range starts (inclusive).
   */
  start: LspPosition;
  /**
   * Position where the range ends (exclusive).
   */
  end: LspPosition;
}
