// Code generated from schema/permission/auditDecision.schema.json. DO NOT EDIT.
import { z } from "zod";

/**
 * AuditDecision
 *
 * The decision recorded: `allow`, `deny`, `ask` (the request was put to the user) or `revoke` (an approval was withdrawn).
 */
export const auditDecisionSchema = z.enum(["allow", "deny", "ask", "revoke"]);

/** AuditDecision, inferred from {@link auditDecisionSchema}. */
export type AuditDecision = z.infer<typeof auditDecisionSchema>;
