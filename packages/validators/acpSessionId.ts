// Code generated from schema/acp/acpSessionId.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpSessionId
 *
 * Identifier of a conversation session between an ACP client and agent (ACP `SessionId`).
 */
export const acpSessionIdSchema = z.string();

/** AcpSessionId, inferred from {@link acpSessionIdSchema}. */
export type AcpSessionId = z.infer<typeof acpSessionIdSchema>;
