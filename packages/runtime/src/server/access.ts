import { ForbiddenError, InvalidArgumentError } from "../errors/runtime-error.ts";
import type { Credential, Role } from "./credentials.ts";

/**
 * What each role may do, in one place for both transports. `agent` asks, reports tool parts,
 * runs tool calls and watches the sessions it names; `user` answers, lists, revokes, reads the
 * audit log, watches everything and provides client-side tools.
 */
export type Capability = "ask" | "report" | "run" | "abort" | "answer" | "administer" | "list-tools" | "watch-session" | "watch-all" | "provide-tools";

const GRANTS: Readonly<Record<Role, readonly Capability[]>> = Object.freeze({
  agent: ["ask", "report", "run", "abort", "list-tools", "watch-session"],
  // Client-side tools run in the user's editor or web app: the user's side provides them.
  user: ["answer", "administer", "abort", "list-tools", "watch-session", "watch-all", "provide-tools"],
});

/** True when the credential holds a role granting the capability. */
export function can(credential: Credential, capability: Capability): boolean {
  return credential.roles.some((role) => GRANTS[role].includes(capability));
}

/** Throws PERMISSION_DENIED (403) unless the credential may do this; nothing has changed when it throws. */
export function requireCapability(credential: Credential, capability: Capability, what: string): void {
  if (can(credential, capability)) return;
  const needs = (Object.keys(GRANTS) as Role[]).filter((role) => GRANTS[role].includes(capability));
  throw new ForbiddenError(`${what} needs the ${needs.join(" or ")} role; credential ${credential.id} holds ${credential.roles.join(", ") || "no role"}`);
}

/** Watching: a user may watch everything; an agent only a session it names. */
export function requireWatch(credential: Credential, sessionID: string | undefined, what: string): void {
  if (sessionID === undefined) {
    if (can(credential, "watch-all")) return;
    if (can(credential, "watch-session")) throw new InvalidArgumentError(`${what}: an agent credential watches one session at a time: pass sessionID`, ["sessionID: required for agent credentials"]);
  }
  requireCapability(credential, sessionID === undefined ? "watch-all" : "watch-session", what);
}

/** Throws PERMISSION_DENIED unless the credential may use this session (a credential bound to sessions names it). */
export function requireSession(credential: Credential, sessionID: string, what: string): void {
  if (credential.sessions === undefined || credential.sessions.has(sessionID)) return;
  throw new ForbiddenError(`${what}: credential ${credential.id} may not use session ${sessionID}`);
}
