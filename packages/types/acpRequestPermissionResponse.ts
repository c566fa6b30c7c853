// Code generated from schema/acp/acpRequestPermissionResponse.schema.json. DO NOT EDIT.
import type { AcpRequestPermissionOutcome } from "./acpRequestPermissionOutcome.js";

/**
 * Result of the ACP `session/request_permission` request (ACP `RequestPermissionResponse`).
 */
export interface AcpRequestPermissionResponse {
  /**
   * The user's decision.
   */
  outcome: AcpRequestPermissionOutcome;
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
