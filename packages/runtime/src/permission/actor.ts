import type { AuditActor } from "@generated/validators/auditActor";

/** Who acts, as the audit log records it; transports pass the authenticated credential. */
export type Actor = AuditActor;

/** The actor of in-process calls that name none (code embedding the runtime). */
export const LOCAL_ACTOR: Actor = Object.freeze({ credentialID: "local", roles: [] });

/** The runtime itself (timeouts, shutdown, orphaned requests). */
export const SYSTEM_ACTOR: Actor = Object.freeze({ credentialID: "system", roles: [] });
