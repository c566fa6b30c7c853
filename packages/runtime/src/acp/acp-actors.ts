import type { AuditActor } from "@generated/validators/auditActor";

/** The ACP agent running tool calls (it asks; it never answers). */
export const ACP_AGENT_ACTOR: AuditActor = Object.freeze({ credentialID: "acp:agent", roles: ["agent"] as AuditActor["roles"] });

/** The ACP client answering `session/request_permission`: the editor, i.e. the user. */
export const ACP_CLIENT_ACTOR: AuditActor = Object.freeze({ credentialID: "acp:client", roles: ["user"] as AuditActor["roles"] });

/** acp-record asking on behalf of the ACP agent it runs as a child. */
export const ACP_RECORDER_ACTOR: AuditActor = Object.freeze({ credentialID: "acp:recorded-agent", roles: ["agent"] as AuditActor["roles"] });

/** Upper bound of one JSON-RPC line read from the peer (bytes); the SDK's reader refuses longer ones. */
export const MAX_ACP_MESSAGE_BYTES = 8 * 1024 * 1024;
