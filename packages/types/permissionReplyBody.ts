// Code generated from schema/permission/permissionReplyBody.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "./approvalScope.js";
import type { PermissionReply } from "./permissionReply.js";

/**
 * Body of `POST /permission/:requestID/reply`: the user's answer and, for a rejection, optional feedback passed back to the model.
 */
export interface PermissionReplyBody {
  /**
   * The user's answer.
   */
  reply: PermissionReply;
  /**
   * Feedback from the user; with `reject` it is returned to the model as a correction instead of a plain rejection.
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
