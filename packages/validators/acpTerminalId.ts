// Code generated from schema/acp/acpTerminalId.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpTerminalId
 *
 * Identifier of a terminal created with `terminal/create` (ACP `TerminalId`).
 */
export const acpTerminalIdSchema = z.string();

/** AcpTerminalId, inferred from {@link acpTerminalIdSchema}. */
export type AcpTerminalId = z.infer<typeof acpTerminalIdSchema>;
