import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
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

/** `--agent-token-file` / `--user-token-file`: role tokens kept in files the user made. */
export interface CredentialFiles {
  readonly agent?: string | undefined;
  readonly user?: string | undefined;
}

const CREDENTIAL_VARIABLES = ["TOOLWIRE_TOKEN", "TOOLWIRE_AGENT_TOKEN", "TOOLWIRE_USER_TOKEN"] as const;

/**
 * Reads the credential variables and removes them from `env` (process.env by default) at once,
 * so no process the runtime starts, sandboxed or not, can inherit a token.
 */
export function takeCredentialEnv(env: Record<string, string | undefined> = process.env): CredentialEnv {
  const taken: Record<string, string | undefined> = {};
  for (const name of CREDENTIAL_VARIABLES) {
    taken[name] = env[name];
    delete env[name];
  }
  return Object.freeze(taken) as CredentialEnv;
}

/** A token from a file the user named: a regular file, 0600 or stricter, not empty. */
function readTokenFile(path: string, flag: string): ResolvedToken {
  let stat;
  try {
    stat = statSync(path);
  } catch (error) {
    throw new CredentialConfigError(`${flag} ${path}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  if (!stat.isFile()) throw new CredentialConfigError(`${flag} ${path}: not a regular file`);
  if ((stat.mode & 0o077) !== 0) {
    throw new CredentialConfigError(`${flag} ${path}: mode ${(stat.mode & 0o777).toString(8).padStart(4, "0")} lets other users read or change the token; run: chmod 600 ${path}`);
  }
  const token = readFileSync(path, "utf8").trim();
  if (token === "") throw new CredentialConfigError(`${flag} ${path}: the file is empty`);
  return Object.freeze({ token, source: "file", path });
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
export function resolveCredentials(dataDir: string, env: CredentialEnv, files: CredentialFiles = {}): Credentials {
  const single = set(env.TOOLWIRE_TOKEN);
  const agentEnv = set(env.TOOLWIRE_AGENT_TOKEN);
  const userEnv = set(env.TOOLWIRE_USER_TOKEN);
  if (single && (agentEnv || userEnv || files.agent || files.user)) {
    throw new CredentialConfigError("TOOLWIRE_TOKEN and role tokens (TOOLWIRE_AGENT_TOKEN/TOOLWIRE_USER_TOKEN or --agent-token-file/--user-token-file) are both given: use the role tokens, or TOOLWIRE_TOKEN alone for one credential holding both roles");
  }
  if (files.agent && agentEnv) throw new CredentialConfigError("the agent token is given twice (TOOLWIRE_AGENT_TOKEN and --agent-token-file): keep one");
  if (files.user && userEnv) throw new CredentialConfigError("the user token is given twice (TOOLWIRE_USER_TOKEN and --user-token-file): keep one");
  const legacy = join(dataDir, "token");
  const roleFiles = existsSync(join(dataDir, "agent.token")) || existsSync(join(dataDir, "user.token"));
  let all: Credential[];
  const warnings: string[] = [];
  if (single || (!agentEnv && !userEnv && !files.agent && !files.user && !roleFiles && existsSync(legacy) && readFileSync(legacy, "utf8").trim() !== "")) {
    all = [credential("token", ["agent", "user"], resolveToken(dataDir, single, "token"))];
    warnings.push(`${single ? "TOOLWIRE_TOKEN" : legacy}: ${SINGLE_WARNING}`);
  } else {
    const agent = credential("agent", ["agent"], files.agent ? readTokenFile(files.agent, "--agent-token-file") : resolveToken(dataDir, agentEnv, "agent.token"));
    const user = credential("user", ["user"], files.user ? readTokenFile(files.user, "--user-token-file") : resolveToken(dataDir, userEnv, "user.token"));
    if (agent.token.token === user.token.token) {
      throw new CredentialConfigError("the agent and user tokens are the same; give each its own, or use TOOLWIRE_TOKEN alone for one credential holding both roles");
    }
    all = [agent, user];
  }

  // Tokens are compared as HMACs under a per-process key: equal-length digests compared in
  // constant time, every credential checked, so neither a token's length nor which one matched leaks through timing.
  const key = randomBytes(32);
  // Bun's hasher with a key is HMAC-SHA256, the same digest as node:crypto's createHmac at less cost per request.
  const digest = (token: string) => new Bun.CryptoHasher("sha256", key).update(token).digest();
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
      for (let index = 0; index < digests.length; index++) {
        if (timingSafeEqual(given, digests[index]!) && found === undefined) found = all[index];
      }
      return found;
    },
  });
}
