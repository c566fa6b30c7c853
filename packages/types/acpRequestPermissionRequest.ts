// Code generated from schema/acp/acpRequestPermissionRequest.schema.json. DO NOT EDIT.
import type { AcpPermissionOption } from "./acpPermissionOption.js";
import type { AcpSessionId } from "./acpSessionId.js";
import type { AcpToolCallUpdate } from "./acpToolCallUpdate.js";

/**
 * Parameters of the ACP `session/request_permission` request (ACP `RequestPermissionRequest`), sent by the agent before a sensitive tool call.
 */
export interface AcpRequestPermissionRequest {
  /**
   * Session the request belongs to.
   */
  sessionId: AcpSessionId;
  /**
   * Details of the tool call that needs permission.
   */
  toolCall: AcpToolCallUpdate;
  /**
   * Options the user can choose from.
   */
  options: AcpPermissionOption[];
  /**
   * Extension metadata reserved by ACP so clients and agents can attach additional information to this object; implementations must not make assumptions about the values at these keys. Null is accepted and means absent.
   */
  _meta?: {
    [k: string]: unknown;
  } | null;
  [k: string]: unknown;
}
