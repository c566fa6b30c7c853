import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";

/** Where users keep credentials under their home directory: masked in every sandbox. */
export const HOME_SECRETS = Object.freeze([
  ".ssh",
  ".aws",
  ".azure",
  ".gnupg",
  ".netrc",
  ".git-credentials",
  ".npmrc",
  ".pypirc",
  ".docker",
  ".kube",
  ".config/gh",
  ".config/gcloud",
  ".config/hub",
  ".config/git/credentials",
  ".terraform.d",
  ".vault-token",
  ".password-store",
  ".local/share/keyrings",
  ".toolwire",
  ".local/state/toolwire",
  ".config/toolwire",
]);

/** System places that hold sockets and keys a tool has no business with. */
export const SYSTEM_SECRETS = Object.freeze(["/run", "/var/run", "/etc/ssh", "/etc/shadow", "/etc/gshadow", "/root/.ssh"]);

/** `.env`, `.env.local`, … in one directory (names only, bounded). */
function dotEnvFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((name) => name === ".env" || name.startsWith(".env."))
      .slice(0, 64)
      .map((name) => join(dir, name));
  } catch {
    return [];
  }
}

/**
 * Existing paths to mask for a sandbox of `workspace`: the user's secrets under `home`, system
 * secrets, and `.env*` files in home and in every directory above the workspace (the ones a
 * tool would find by walking up). The workspace's own `.env*` files are the project's, and stay.
 */
export function defaultHiddenPaths(home: string | undefined, workspace: string): string[] {
  const found: string[] = [];
  if (home) {
    for (const entry of HOME_SECRETS) found.push(join(home, entry));
    found.push(...dotEnvFiles(home));
  }
  found.push(...SYSTEM_SECRETS);
  for (let dir = dirname(workspace); ; dir = dirname(dir)) {
    found.push(...dotEnvFiles(dir));
    if (dirname(dir) === dir) break;
  }
  return [...new Set(found)].filter((path) => existsSync(path));
}
