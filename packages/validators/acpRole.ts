// Code generated from schema/acp/acpRole.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpRole
 *
 * Sender or recipient of content in a conversation (ACP `Role`): `assistant` or `user`.
 */
export const acpRoleSchema = z.enum(["assistant", "user"]);

/** AcpRole, inferred from {@link acpRoleSchema}. */
export type AcpRole = z.infer<typeof acpRoleSchema>;
