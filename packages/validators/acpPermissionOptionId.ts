// Code generated from schema/acp/acpPermissionOptionId.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpPermissionOptionId
 *
 * Identifier of one option offered in a permission request (ACP `PermissionOptionId`).
 */
export const acpPermissionOptionIdSchema = z.string();

/** AcpPermissionOptionId, inferred from {@link acpPermissionOptionIdSchema}. */
export type AcpPermissionOptionId = z.infer<typeof acpPermissionOptionIdSchema>;
