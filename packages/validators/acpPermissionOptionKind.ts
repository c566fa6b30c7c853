// Code generated from schema/acp/acpPermissionOptionKind.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AcpPermissionOptionKind
 *
 * Nature of a permission option (ACP `PermissionOptionKind`): `allow_once`, `allow_always` (allow and remember), `reject_once`, `reject_always` (reject and remember).
 */
export const acpPermissionOptionKindSchema = z.enum(["allow_once", "allow_always", "reject_once", "reject_always"]);

/** AcpPermissionOptionKind, inferred from {@link acpPermissionOptionKindSchema}. */
export type AcpPermissionOptionKind = z.infer<typeof acpPermissionOptionKindSchema>;
