// Code generated from schema/permission/auditActor.schema.json. DO NOT EDIT.

/**
 * Who caused a recorded decision: the credential (a stable id, never the token) and the roles it held.
 */
export interface AuditActor {
  /**
   * Stable, non-secret id of the credential: its name and a fingerprint of the token, such as `agent:3f2a9c1e`; `system` for the server itself.
   */
  credentialID: string;
  /**
   * Roles the credential holds.
   *
   * Items: A credential role: `agent` asks and runs tools, `user` answers and administers.
   */
  roles: ("agent" | "user")[];
}
