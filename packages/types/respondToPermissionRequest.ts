// Code generated from schema/permission/respondToPermissionRequest.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "./approvalScope.js";
import type { PermissionReply } from "./permissionReply.js";

/**
 * Request of `PermissionService.RespondToPermission`: the user's answer to a pending request (the seed's `PermissionResponse`, HTTP `POST /session/{sessionID}/permissions/{permissionID}`).
 */
export interface RespondToPermissionRequest {
  /**
   * Identifier of the session the request belongs to (prefix `ses`).
   */
  sessionID: string;
  /**
   * Identifier of the pending request being answered (prefix `per`).
   */
  permissionID: string;
  /**
   * The answer: `once`, `always` or `reject`.
   */
  reply: PermissionReply;
  /**
   * With `reject`, feedback for the model about what to do instead (the call then ends as `corrected`).
   */
  message?: string;
  /**
   * With `reject`: remember the refusal as deny rules for the request's `always` patterns, in `scope` (the session unless `project`), so the same request is denied without asking again (ACP's reject_always).
   */
  remember?: boolean;
  /**
   * With `always`: where the approval applies; `session` unless the user chooses `project`.
   */
  scope?: ApprovalScope;
  /**
   * With `always`: seconds until the approval expires; it never expires when absent.
   */
  expiresIn?: number;
}
