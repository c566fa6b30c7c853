// Code generated from schema/permission/askPermissionResponse.schema.json. DO NOT EDIT.
import type { PermissionReply } from "./permissionReply.js";

/**
 * Response of `PermissionService.AskPermission`: how the request was decided.
 */
export interface AskPermissionResponse {
  /**
   * Identifier of the permission request (prefix `per`), also when rules decided without asking.
   */
  id: string;
  /**
   * `allowed` (by rules or by the user), `denied` (a deny rule matched; nothing was asked), `rejected` (the user said no) or `corrected` (the user said no and told the model what to do instead).
   */
  outcome: "allowed" | "denied" | "rejected" | "corrected";
  /**
   * The user's reply, when the user was asked.
   */
  reply?: PermissionReply;
  /**
   * For `corrected`, the user's feedback; for `denied`, which rules denied the request.
   */
  message?: string;
}
