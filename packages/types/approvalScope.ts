// Code generated from schema/permission/approvalScope.schema.json. DO NOT EDIT.

/**
 * Where an `always` approval applies: `session` (the default; only the session whose request was answered, as the seed's session scoping asks) or `project` (every session of the project; the user must choose it explicitly).
 */
export type ApprovalScope = "session" | "project";
