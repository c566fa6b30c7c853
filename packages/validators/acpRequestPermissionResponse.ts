// Code generated from schema/acp/acpRequestPermissionResponse.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpRequestPermissionOutcomeSchema } from "./acpRequestPermissionOutcome.js";

/**
 * AcpRequestPermissionResponse
 *
 * Result of the ACP `session/request_permission` request (ACP `RequestPermissionResponse`).
 */
export const acpRequestPermissionResponseSchema = z.looseObject({
  /** The user's decision. */
  outcome: acpRequestPermissionOutcomeSchema,
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpRequestPermissionResponse, inferred from {@link acpRequestPermissionResponseSchema}. */
export type AcpRequestPermissionResponse = z.infer<typeof acpRequestPermissionResponseSchema>;
