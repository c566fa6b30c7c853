// Code generated from schema/acp/acpRequestPermissionOutcome.schema.json. DO NOT EDIT.
import type { AcpCancelledPermissionOutcome } from "./acpCancelledPermissionOutcome.js";
import type { AcpSelectedPermissionOutcome } from "./acpSelectedPermissionOutcome.js";

/**
 * The user's decision on an ACP permission request (ACP `RequestPermissionOutcome`), discriminated by `outcome`: `cancelled` or `selected`.
 */
export type AcpRequestPermissionOutcome = AcpCancelledPermissionOutcome | AcpSelectedPermissionOutcome;
