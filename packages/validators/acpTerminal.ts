// Code generated from schema/acp/acpTerminal.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpTerminalIdSchema } from "./acpTerminalId.js";

/**
 * AcpTerminal
 *
 * Tool call content embedding a terminal created with `terminal/create` (ACP `ToolCallContent` variant `terminal` with `Terminal`); it must be added before `terminal/release`.
 */
export const acpTerminalSchema = z.looseObject({
  /** Tool call content discriminator; always `terminal` here. */
  type: z.literal("terminal"),
  /** Identifier of the terminal to embed. */
  terminalId: acpTerminalIdSchema,
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpTerminal, inferred from {@link acpTerminalSchema}. */
export type AcpTerminal = z.infer<typeof acpTerminalSchema>;
