import { randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the token came from; a token from the environment is never printed. */
export type TokenSource = "env" | "stored" | "generated";

export interface ResolvedToken {
  readonly token: string;
  readonly source: TokenSource;
  /** The file holding a stored/generated token. */
  readonly path: string | undefined;
}

const TOKEN_FILE = "token";

/**
 * The bearer token: `TOOLWIRE_TOKEN` when set; otherwise the one stored in the data dir; otherwise
 * a new random one written there (mode 0600) so clients and restarts share it.
 */
export function resolveToken(dataDir: string, envToken: string | undefined): ResolvedToken {
  if (envToken !== undefined && envToken.trim() !== "") return Object.freeze({ token: envToken.trim(), source: "env", path: undefined });
  const path = join(dataDir, TOKEN_FILE);
  if (existsSync(path)) {
    const stored = readFileSync(path, "utf8").trim();
    if (stored !== "") return Object.freeze({ token: stored, source: "stored", path });
  }
  mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString("base64url");
  // `wx` fails if another process created it meanwhile; then its token wins.
  try {
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: "wx" });
  } catch {
    return Object.freeze({ token: readFileSync(path, "utf8").trim(), source: "stored", path });
  }
  chmodSync(path, 0o600);
  return Object.freeze({ token, source: "generated", path });
}

/** Constant-time check of an `Authorization: Bearer <token>` header. */
export function isAuthorized(header: string | undefined | null, token: string): boolean {
  if (!header) return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1]!.trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
