// Code generated from schema/permission/auditActor.schema.json. DO NOT EDIT.
import { z } from "zod";
import { stringLength } from "./_toolwire.js";

/**
 * AuditActor
 *
 * Who caused a recorded decision: the credential (a stable id, never the token) and the roles it held.
 */
export const auditActorSchema = z.strictObject({
  /** Stable, non-secret id of the credential: its name and a fingerprint of the token, such as `agent:3f2a9c1e`; `system` for the server itself. */
  credentialID: z.string().superRefine(stringLength(1, undefined)),
  /** Roles the credential holds. */
  roles: z.array(z.enum(["agent", "user"])),
});

/** AuditActor, inferred from {@link auditActorSchema}. */
export type AuditActor = z.infer<typeof auditActorSchema>;
