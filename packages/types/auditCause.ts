// Code generated from schema/permission/auditCause.schema.json. DO NOT EDIT.

/**
 * What decided a permission request: `rule` (a configured or request rule), `approval` (a remembered `always` approval), `risk` (the tool's risk level with no rule matching: low allows, critical always asks), `default` (nothing matched: ask), `reply` (a user's answer), `cascade` (settled by another request's `always` or `reject` reply), `timeout` (nobody answered in time), `cancel` (the asker went away or the session was aborted), `shutdown` (the server stopped), `revoke` (a user revoked an approval).
 */
export type AuditCause =
  | "rule"
  | "approval"
  | "risk"
  | "default"
  | "reply"
  | "cascade"
  | "timeout"
  | "cancel"
  | "shutdown"
  | "revoke";
