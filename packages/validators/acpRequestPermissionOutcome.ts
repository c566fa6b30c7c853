// Code generated from schema/acp/acpRequestPermissionOutcome.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpCancelledPermissionOutcomeSchema } from "./acpCancelledPermissionOutcome.js";
import { acpSelectedPermissionOutcomeSchema } from "./acpSelectedPermissionOutcome.js";

/**
 * AcpRequestPermissionOutcome
 *
 * The user's decision on an ACP permission request (ACP `RequestPermissionOutcome`), discriminated by `outcome`: `cancelled` or `selected`.
 */
export const acpRequestPermissionOutcomeSchema = z.discriminatedUnion("outcome", [acpCancelledPermissionOutcomeSchema, acpSelectedPermissionOutcomeSchema]);

/** AcpRequestPermissionOutcome, inferred from {@link acpRequestPermissionOutcomeSchema}. */
export type AcpRequestPermissionOutcome = z.infer<typeof acpRequestPermissionOutcomeSchema>;
