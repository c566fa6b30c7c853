// Code generated from schema/acp/acpPermissionOptionKind.schema.json. DO NOT EDIT.

/**
 * Nature of a permission option (ACP `PermissionOptionKind`): `allow_once`, `allow_always` (allow and remember), `reject_once`, `reject_always` (reject and remember).
 */
export type AcpPermissionOptionKind = "allow_once" | "allow_always" | "reject_once" | "reject_always";
