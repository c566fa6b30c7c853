import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AuditActor } from "@generated/validators/auditActor";
import { type ResolvedToken, resolveToken } from "./auth-token.ts";

/** `agent` asks, reports tool parts, runs tool calls and watches its sessions; `user` answers, lists, revokes and watches everything. */
export type Role = AuditActor["roles"][number];

/** One bearer credential and the roles it holds. */
export interface Credential {
  /** Stable and not secret: the credential's name and a fingerprint of its token, e.g. `agent:3f2a9c1e`. */
  readonly id: string;
  readonly name: "agent" | "user" | "token";
  readonly roles: readonly Role[];
  readonly token: ResolvedToken;
  /** The sessions it may use; absent means every session. */
  readonly sessions?: ReadonlySet<string>;
}

/** The credentials a server accepts. */
export interface Credentials {
  readonly all: readonly Credential[];
  /** Said once at start (e.g. a single credential holding both roles). */
  readonly warnings: readonly string[];
  /** The credential an `Authorization: Bearer …` header carries; undefined when none matches. */
  authenticate(header: string | undefined | null): Credential | undefined;
}

/** The environment variables credentials come from. */
export interface CredentialEnv {
  readonly TOOLWIRE_TOKEN?: string | undefined;
  readonly TOOLWIRE_AGENT_TOKEN?: string | undefined;
  readonly TOOLWIRE_USER_TOKEN?: string | undefined;
}

/** Thrown for a credential setup the server must not start with. */
export class CredentialConfigError extends Error {
  override readonly name = "CredentialConfigError";
}

const actors = new WeakMap<Credential, AuditActor>();

/** The roles of the credential, as the audit log records them (one frozen value per credential, made once). */
export function actorOf(credential: Credential): AuditActor {
  let actor = actors.get(credential);
  if (!actor) {
    actor = Object.freeze({ credentialID: credential.id, roles: Object.freeze([...credential.roles]) as AuditActor["roles"] });
    actors.set(credential, actor);
  }
  return actor;
}

const set = (value: string | undefined): string | undefined => (value !== undefined && value.trim() !== "" ? value : undefined);

function credential(name: Credential["name"], roles: readonly Role[], token: ResolvedToken): Credential {
  const fingerprint = createHash("sha256").update(token.token).digest("hex").slice(0, 8);
  return Object.freeze({ id: `${name}:${fingerprint}`, name, roles: Object.freeze([...roles]), token });
}

const SINGLE_WARNING =
  "one credential holds both roles (agent and user): whoever asks for permission can also answer. " +
  "Set TOOLWIRE_AGENT_TOKEN and TOOLWIRE_USER_TOKEN (or remove the single token) to separate them.";

/**
 * Resolves the server's credentials:
 * - `TOOLWIRE_AGENT_TOKEN` / `TOOLWIRE_USER_TOKEN`, each falling back to `<data-dir>/agent.token` /
 *   `user.token`, generated (mode 0600) when absent — the default, two separate credentials;
 * - `TOOLWIRE_TOKEN` alone, or a `<data-dir>/token` from before roles existed: one credential
 *   holding both roles, for single-user setups, with a warning.
 */
export function resolveCredentials(dataDir: string, env: CredentialEnv): Credentials {
  const single = set(env.TOOLWIRE_TOKEN);
  const agentEnv = set(env.TOOLWIRE_AGENT_TOKEN);
  const userEnv = set(env.TOOLWIRE_USER_TOKEN);
  if (single && (agentEnv || userEnv)) {
    throw new CredentialConfigError("TOOLWIRE_TOKEN and TOOLWIRE_AGENT_TOKEN/TOOLWIRE_USER_TOKEN are both set: use the role tokens, or TOOLWIRE_TOKEN alone for one credential holding both roles");
  }
  const legacy = join(dataDir, "token");
  const roleFiles = existsSync(join(dataDir, "agent.token")) || existsSync(join(dataDir, "user.token"));
  let all: Credential[];
  const warnings: string[] = [];
  if (single || (!agentEnv && !userEnv && !roleFiles && existsSync(legacy) && readFileSync(legacy, "utf8").trim() !== "")) {
    all = [credential("token", ["agent", "user"], resolveToken(dataDir, single, "token"))];
    warnings.push(`${single ? "TOOLWIRE_TOKEN" : legacy}: ${SINGLE_WARNING}`);
  } else {
    const agent = credential("agent", ["agent"], resolveToken(dataDir, agentEnv, "agent.token"));
    const user = credential("user", ["user"], resolveToken(dataDir, userEnv, "user.token"));
    if (agent.token.token === user.token.token) {
      throw new CredentialConfigError("the agent and user tokens are the same; give each its own, or use TOOLWIRE_TOKEN alone for one credential holding both roles");
    }
    all = [agent, user];
  }

  // Tokens are compared as HMACs under a per-process key: equal-length digests compared in
  // constant time, every credential checked, so neither a token's length nor which one matched leaks through timing.
  const key = randomBytes(32);
  const digest = (token: string) => createHmac("sha256", key).update(token).digest();
  const digests = all.map((c) => digest(c.token.token));
  return Object.freeze({
    all: Object.freeze(all),
    warnings: Object.freeze(warnings),
    authenticate(header: string | undefined | null) {
      if (!header) return undefined;
      const match = /^Bearer\s+(.+)$/i.exec(header.trim());
      if (!match) return undefined;
      const given = digest(match[1]!.trim());
      let found: Credential | undefined;
      digests.forEach((expected, index) => {
        if (timingSafeEqual(given, expected) && found === undefined) found = all[index];
      });
      return found;
    },
  });
}
