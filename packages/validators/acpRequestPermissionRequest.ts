// Code generated from schema/acp/acpRequestPermissionRequest.schema.json. DO NOT EDIT.
import { z } from "zod";
import { acpPermissionOptionSchema } from "./acpPermissionOption.js";
import { acpSessionIdSchema } from "./acpSessionId.js";
import { acpToolCallUpdateSchema } from "./acpToolCallUpdate.js";

/**
 * AcpRequestPermissionRequest
 *
 * Parameters of the ACP `session/request_permission` request (ACP `RequestPermissionRequest`), sent by the agent before a sensitive tool call.
 */
export const acpRequestPermissionRequestSchema = z.looseObject({
  /** Session the request belongs to. */
  sessionId: acpSessionIdSchema,
  /** Details of the tool call that needs permission. */
  toolCall: acpToolCallUpdateSchema,
  /** Options the user can choose from. */
  options: z.array(acpPermissionOptionSchema),
  /** Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent. */
  _meta: z.record(z.string(), z.unknown()).nullable().optional(),
});

/** AcpRequestPermissionRequest, inferred from {@link acpRequestPermissionRequestSchema}. */
export type AcpRequestPermissionRequest = z.infer<typeof acpRequestPermissionRequestSchema>;
