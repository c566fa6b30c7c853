import { randomBytes, timingSafeEqual } from "node:crypto";

/** What a console session stands for: the credential that logged in (never its token). */
export interface ConsoleSession<C> {
  readonly id: string;
  readonly credential: C;
  /** Sent by the page in `X-CSRF-Token` on every state-changing request. */
  readonly csrf: string;
  readonly expiresAt: number;
}

/** Server-side console sessions: the cookie holds a random id, nothing else. */
export interface ConsoleSessions<C> {
  create(credential: C): ConsoleSession<C>;
  /** The live session a cookie id names, or undefined (unknown, expired). */
  get(id: string | undefined): ConsoleSession<C> | undefined;
  /** True when `token` is the session's CSRF token (constant time). */
  csrfMatches(session: ConsoleSession<C>, token: string | undefined): boolean;
  end(id: string): void;
  readonly size: number;
}

export interface ConsoleSessionOptions {
  /** Session lifetime, ms (default 8 h: a working day). */
  readonly ttlMs?: number;
  /** At most this many live sessions (default 256, about 64 KiB); the oldest is ended for a new one. */
  readonly maxSessions?: number;
  readonly now?: () => number;
}

const token = () => randomBytes(32).toString("base64url");

/** Creates the session table, bounded in count (so in bytes) and in time. */
export function createConsoleSessions<C>(options: ConsoleSessionOptions = {}): ConsoleSessions<C> {
  const ttlMs = options.ttlMs ?? 8 * 3_600_000;
  const max = options.maxSessions ?? 256;
  const now = options.now ?? Date.now;
  const sessions = new Map<string, ConsoleSession<C>>();
  return {
    create(credential) {
      for (const [id, s] of sessions) if (s.expiresAt <= now()) sessions.delete(id);
      while (sessions.size >= max) sessions.delete(sessions.keys().next().value!);
      const session = Object.freeze({ id: token(), credential, csrf: token(), expiresAt: now() + ttlMs });
      sessions.set(session.id, session);
      return session;
    },
    get(id) {
      if (!id) return undefined;
      const session = sessions.get(id);
      if (!session) return undefined;
      if (session.expiresAt <= now()) {
        sessions.delete(id);
        return undefined;
      }
      return session;
    },
    csrfMatches(session, given) {
      if (!given) return false;
      const a = Buffer.from(session.csrf);
      const b = Buffer.from(given);
      return a.length === b.length && timingSafeEqual(a, b);
    },
    end(id) {
      sessions.delete(id);
    },
    get size() {
      return sessions.size;
    },
  };
}
