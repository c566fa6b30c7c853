// Code generated from schema/permission/auditDecision.schema.json. DO NOT EDIT.

/**
 * The decision recorded: `allow`, `deny`, `ask` (the request was put to the user) or `revoke` (an approval was withdrawn).
 */
export type AuditDecision = "allow" | "deny" | "ask" | "revoke";
