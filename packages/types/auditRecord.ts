// Code generated from schema/permission/auditRecord.schema.json. DO NOT EDIT.
import type { ApprovalScope } from "./approvalScope.js";
import type { AuditActor } from "./auditActor.js";
import type { AuditCause } from "./auditCause.js";
import type { AuditDecision } from "./auditDecision.js";
import type { PermissionReply } from "./permissionReply.js";
import type { PermissionRule } from "./permissionRule.js";
import type { PermissionToolContext } from "./permissionToolContext.js";
import type { ToolRiskLevel } from "./toolRiskLevel.js";

/**
 * One permission decision in the audit log, appended durably before the answer goes out.
 */
export interface AuditRecord {
  /**
   * Identifier of the record (prefix `aud`).
   */
  id: string;
  /**
   * Position in the log; strictly increasing, used as the pagination cursor.
   */
  seq: number;
  /**
   * When the decision was made, in milliseconds since the Unix epoch.
   */
  time: number;
  /**
   * The project whose permission service decided.
   */
  projectID: string;
  /**
   * The session of the request (prefix `ses`).
   */
  sessionID: string;
  /**
   * The permission request, when one was created (prefix `per`).
   */
  requestID?: string;
  /**
   * The permission asked for (or revoked).
   */
  permission: string;
  /**
   * The patterns asked for (for a revocation: the approval's pattern).
   */
  patterns: string[];
  /**
   * The tool call that asked, when known.
   */
  tool?: PermissionToolContext;
  /**
   * The risk level the request was decided under.
   */
  riskLevel?: ToolRiskLevel;
  /**
   * What was decided.
   */
  decision: AuditDecision;
  /**
   * What decided it.
   */
  cause: AuditCause;
  /**
   * The user's answer, for `reply` and `cascade` records.
   */
  reply?: PermissionReply;
  /**
   * For an `always` answer: the scope of the approval it stored.
   */
  scope?: ApprovalScope;
  /**
   * Approvals stored by an `always` answer, or revoked.
   */
  approvalIDs?: string[];
  /**
   * The rule that decided, when one did: where it came from (`config`, `request`, `approval`), its position there, the rule, and the approval id for approvals.
   */
  rule?: {
    /**
     * Where the rule came from.
     */
    source: "config" | "request" | "approval";
    /**
     * Position of the rule inside its source.
     */
    index: number;
    /**
     * The rule itself.
     */
    rule: PermissionRule;
    /**
     * The approval, for rules that came from one.
     */
    approvalID?: string;
  };
  /**
   * Rules that matched after a final configured `deny` and lost to it (approvals or request rules that would otherwise have allowed).
   *
   * Items: A rule a configured deny beat.
   */
  beaten?: {
    /**
     * Where the rule came from.
     */
    source: "config" | "request" | "approval";
    /**
     * Position of the rule inside its source.
     */
    index: number;
    /**
     * The rule itself.
     */
    rule: PermissionRule;
    /**
     * The approval, for rules that came from one.
     */
    approvalID?: string;
  }[];
  /**
   * The user's feedback with a rejection, or the error text given to the asker.
   */
  message?: string;
  /**
   * Who caused the decision: the asker for rule decisions, the replier for replies.
   */
  actor: AuditActor;
}
