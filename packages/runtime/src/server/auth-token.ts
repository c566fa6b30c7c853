import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the token came from; a token from the environment or a named file is never printed. */
export type TokenSource = "env" | "file" | "stored" | "generated";

export interface ResolvedToken {
  readonly token: string;
  readonly source: TokenSource;
  /** The file holding a stored/generated token. */
  readonly path: string | undefined;
}

const readStored = (path: string): string => readFileSync(path, "utf8").trim();

/** A fresh token written in full to a private temp file beside `path`, ready to be linked or renamed into place. */
function writeCandidate(path: string): { token: string; temp: string } {
  const token = randomBytes(32).toString("base64url");
  const temp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temp, `${token}\n`, { mode: 0o600, flag: "wx" });
  // The umask can only narrow the mode; chmod makes it exactly 0600 either way.
  chmodSync(temp, 0o600);
  return { token, temp };
}

// Filesystems without hard links (some network and FUSE mounts) refuse link() with these.
const NO_LINKS = new Set(["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS"]);

/** Creates `path` from the complete `temp` file, failing with EEXIST when it already exists. */
function createFrom(temp: string, path: string, token: string): void {
  try {
    linkSync(temp, path);
  } catch (error) {
    if (!NO_LINKS.has((error as NodeJS.ErrnoException).code ?? "")) throw error;
    // Without links, exclusive create is the next best thing (a reader may briefly see it empty).
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: "wx" });
    chmodSync(path, 0o600);
  }
}

/**
 * Installs a new token at `path`. `create` hard-links the complete file into place only if the
 * path is absent, so of several processes starting at once exactly one token wins; `replace`
 * swaps an unusable (empty) file by rename. Either way readers only ever see a complete file, never a half-written one.
 */
function installToken(path: string, mode: "create" | "replace"): { token: string; won: boolean } {
  const { token, temp } = writeCandidate(path);
  try {
    if (mode === "replace") renameSync(temp, path);
    else createFrom(temp, path, token);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const stored = readStored(path);
    return stored !== "" ? { token: stored, won: false } : installToken(path, "replace");
  } finally {
    rmSync(temp, { force: true });
  }
  // Another process may have replaced the same empty file a moment later; the file decides.
  const stored = readStored(path);
  return { token: stored, won: stored === token };
}

/**
 * One bearer token: from the environment when set; otherwise the one stored in `<dataDir>/<file>`; otherwise
 * a new random one written there (mode 0600) so clients and restarts share it. An empty or
 * whitespace-only token file would lock every client out, so it is replaced like a missing one.
 */
export function resolveToken(dataDir: string, envToken: string | undefined, file = "token"): ResolvedToken {
  if (envToken !== undefined && envToken.trim() !== "") return Object.freeze({ token: envToken.trim(), source: "env", path: undefined });
  const path = join(dataDir, file);
  const exists = existsSync(path);
  if (exists) {
    const stored = readStored(path);
    if (stored !== "") return Object.freeze({ token: stored, source: "stored", path });
  }
  mkdirSync(dataDir, { recursive: true });
  const { token, won } = installToken(path, exists ? "replace" : "create");
  return Object.freeze({ token, source: won ? "generated" : "stored", path });
}
