// Code generated from schema/permission/approval.schema.json. DO NOT EDIT.
import { z } from "zod";
import { isInteger } from "./_toolwire.js";
import { approvalScopeSchema } from "./approvalScope.js";

/**
 * Approval
 *
 * A remembered `always` approval: an allow rule for one permission and pattern, scoped to the session that answered or to the whole project.
 */
export const approvalSchema = z.strictObject({
  /** Identifier of the approval (prefix `apr`). */
  id: z.string().regex(new RegExp("^apr", "u")),
  /** The project the approval belongs to. */
  projectID: z.string(),
  /** The permission it allows, as asked (never a wildcard). */
  permission: z.string(),
  /** Wildcard pattern it allows, one of the request's `always` patterns. */
  pattern: z.string(),
  /** `allow` (from an "always" reply) or `deny` (from a reject with `remember`, ACP's reject_always): a rule the session (or project) keeps. A configured deny still beats any approval. */
  action: z.string().regex(new RegExp("^(allow|deny)$", "u")),
  /** Where it applies. */
  scope: approvalScopeSchema,
  /** The session whose request was answered `always` (prefix `ses`); a `session`-scoped approval applies only there. */
  sessionID: z.string().regex(new RegExp("^ses", "u")),
  /** The permission request that was answered (prefix `per`). */
  requestID: z.string().regex(new RegExp("^per", "u")),
  /** When it was stored, in milliseconds since the Unix epoch. */
  createdAt: z.number().gte(0).refine(isInteger, "Invalid input: expected integer"),
  /** When it stops applying, in milliseconds since the Unix epoch; never when absent. */
  expiresAt: z.number().gte(0).refine(isInteger, "Invalid input: expected integer").optional(),
  /** Credential id of the user who answered `always`. */
  grantedBy: z.string().optional(),
});

/** Approval, inferred from {@link approvalSchema}. */
export type Approval = z.infer<typeof approvalSchema>;
