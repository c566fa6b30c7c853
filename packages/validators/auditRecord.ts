// Code generated from schema/permission/auditRecord.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";
import { approvalScopeSchema } from "./approvalScope.js";
import { auditActorSchema } from "./auditActor.js";
import { auditCauseSchema } from "./auditCause.js";
import { auditDecisionSchema } from "./auditDecision.js";
import { permissionReplySchema } from "./permissionReply.js";
import { permissionRuleSchema } from "./permissionRule.js";
import { permissionToolContextSchema } from "./permissionToolContext.js";
import { toolRiskLevelSchema } from "./toolRiskLevel.js";

/**
 * AuditRecord
 *
 * One permission decision in the audit log, appended durably before the answer goes out.
 */
export const auditRecordSchema = z.strictObject({
  /** Identifier of the record (prefix `aud`). */
  id: z.string().regex(new RegExp("^aud", "u")),
  /** Position in the log; strictly increasing, used as the pagination cursor. */
  seq: z.number().gte(1).refine(isInteger, "Invalid input: expected integer"),
  /** When the decision was made, in milliseconds since the Unix epoch. */
  time: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
  /** The project whose permission service decided. */
  projectID: z.string(),
  /** The session of the request (prefix `ses`). */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** The permission request, when one was created (prefix `per`). */
  requestID: z.string().regex(new RegExp("^per", "u")).optional(),
  /** The permission asked for (or revoked). */
  permission: z.string(),
  /** The patterns asked for (for a revocation: the approval's pattern). */
  patterns: z.array(z.string()),
  /** The tool call that asked, when known. */
  tool: permissionToolContextSchema.optional(),
  /** The risk level the request was decided under. */
  riskLevel: toolRiskLevelSchema.optional(),
  /** What was decided. */
  decision: auditDecisionSchema,
  /** What decided it. */
  cause: auditCauseSchema,
  /** The user's answer, for `reply` and `cascade` records. */
  reply: permissionReplySchema.optional(),
  /** For an `always` answer: the scope of the approval it stored. */
  scope: approvalScopeSchema.optional(),
  /** Approvals stored by an `always` answer, or revoked. */
  approvalIDs: z.array(z.string().regex(new RegExp("^apr", "u"))).optional(),
  /** The rule that decided, when one did: where it came from (`config`, `request`, `approval`), its position there, the rule, and the approval id for approvals. */
  rule: z.strictObject({
    /** Where the rule came from. */
    source: z.enum(["config", "request", "approval"]),
    /** Position of the rule inside its source. */
    index: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
    /** The rule itself. */
    rule: permissionRuleSchema,
    /** The approval, for rules that came from one. */
    approvalID: z.string().regex(new RegExp("^apr", "u")).optional(),
  }).optional(),
  /** Rules that matched after a final configured `deny` and lost to it (approvals or request rules that would otherwise have allowed). */
  beaten: z.array(z.strictObject({
    /** Where the rule came from. */
    source: z.enum(["config", "request", "approval"]),
    /** Position of the rule inside its source. */
    index: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
    /** The rule itself. */
    rule: permissionRuleSchema,
    /** The approval, for rules that came from one. */
    approvalID: z.string().regex(new RegExp("^apr", "u")).optional(),
  })).optional(),
  /** The user's feedback with a rejection, or the error text given to the asker. */
  message: z.string().optional(),
  /** Who caused the decision: the asker for rule decisions, the replier for replies. */
  actor: auditActorSchema,
});

/** AuditRecord, inferred from {@link auditRecordSchema}. */
export type AuditRecord = z.infer<typeof auditRecordSchema>;
