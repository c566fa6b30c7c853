// Code generated from schema/permission/approval.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "./approvalScope.js";

/**
 * A remembered `always` approval: an allow rule for one permission and pattern, scoped to the session that answered or to the whole project.
 */
export interface Approval {
  /**
   * Identifier of the approval (prefix `apr`).
   */
  id: string;
  /**
   * The project the approval belongs to.
   */
  projectID: string;
  /**
   * The permission it allows, as asked (never a wildcard).
   */
  permission: string;
  /**
   * Wildcard pattern it allows, one of the request's `always` patterns.
   */
  pattern: string;
  /**
   * `allow` (from an "always" reply) or `deny` (from a reject with `remember`, ACP's reject_always): a rule the session (or project) keeps. A configured deny still beats any approval.
   */
  action: string;
  /**
   * Where it applies.
   */
  scope: ApprovalScope;
  /**
   * The session whose request was answered `always` (prefix `ses`); a `session`-scoped approval applies only there.
   */
  sessionID: string;
  /**
   * The permission request that was answered (prefix `per`).
   */
  requestID: string;
  /**
   * When it was stored, in milliseconds since the Unix epoch.
   */
  createdAt: number;
  /**
   * When it stops applying, in milliseconds since the Unix epoch; never when absent.
   */
  expiresAt?: number;
  /**
   * Credential id of the user who answered `always`.
   */
  grantedBy?: string;
}
