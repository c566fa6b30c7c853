// Code generated from schema/acp/acpToolCallId.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpToolCallId
 *
 * Unique identifier of a tool call within an ACP session (ACP `ToolCallId`).
 */
export const acpToolCallIdSchema = z.string();

/** AcpToolCallId, inferred from {@link acpToolCallIdSchema}. */
export type AcpToolCallId = z.infer<typeof acpToolCallIdSchema>;
