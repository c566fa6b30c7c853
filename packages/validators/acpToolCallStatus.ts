// Code generated from schema/acp/acpToolCallStatus.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpToolCallStatus
 *
 * Execution status of an ACP tool call (ACP `ToolCallStatus`): `pending` (input still streaming or awaiting approval; the default), `in_progress`, `completed`, `failed`.
 */
export const acpToolCallStatusSchema = z.enum(["pending", "in_progress", "completed", "failed"]);

/** AcpToolCallStatus, inferred from {@link acpToolCallStatusSchema}. */
export type AcpToolCallStatus = z.infer<typeof acpToolCallStatusSchema>;
