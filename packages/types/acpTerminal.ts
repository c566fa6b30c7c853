// Code generated from schema/acp/acpTerminal.schema.json. DO NOT EDIT.
import type { AcpTerminalId } from "./acpTerminalId.js";

/**
 * Tool call content embedding a terminal created with `terminal/create` (ACP `ToolCallContent` variant `terminal` with `Terminal`); it must be added before `terminal/release`.
 */
export interface AcpTerminal {
  /**
   * Tool call content discriminator; always `terminal` here.
   */
  type: "terminal";
  /**
   * Identifier of the terminal to embed.
   */
  terminalId: AcpTerminalId;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
