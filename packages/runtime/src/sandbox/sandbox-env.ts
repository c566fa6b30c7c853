/** Variables every sandboxed process gets from the runtime's environment (when set): nothing that can carry a secret. */
export const PASSED_ENV = Object.freeze(["PATH", "LANG", "LANGUAGE", "TERM", "TZ", "COLORTERM", "NO_COLOR"]);

/** Names that are never passed into a sandbox, even when a rule or `--mcp` entry names them. */
const FORBIDDEN = /^TOOLWIRE_|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|_KEY$|^AWS_|^GH_|^GITHUB_|^NPM_CONFIG__AUTH|^DATABASE_URL$|^PG(PASSWORD|PASSFILE)$|^SSH_AUTH_SOCK$/i;

/** Why a variable may not be passed into a sandbox, or undefined when it may. */
export function forbiddenEnvName(name: string): string | undefined {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) return `"${name}" is not a variable name`;
  if (FORBIDDEN.test(name)) return `"${name}" looks like a credential; credentials never enter a sandbox`;
  return undefined;
}

/**
 * The environment of a sandboxed process: the allow-list (PATH, locale, TERM …) read from `from`,
 * HOME set to the sandbox's own home, the names `extraNames` lists (read from `from`), then
 * `explicit` values (an MCP entry's own env). Never a `TOOLWIRE_*` variable or anything named like a credential.
 */
export function sandboxEnv(from: Readonly<Record<string, string | undefined>>, home: string, extraNames: readonly string[], explicit: Readonly<Record<string, string>> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of Object.keys(from)) {
    if (name.startsWith("LC_") && !forbiddenEnvName(name)) env[name] = from[name]!;
  }
  for (const name of [...PASSED_ENV, ...extraNames]) {
    const value = from[name];
    if (value !== undefined && !forbiddenEnvName(name)) env[name] = value;
  }
  for (const [name, value] of Object.entries(explicit)) {
    if (!forbiddenEnvName(name)) env[name] = value;
  }
  env.HOME = home;
  env.PATH ??= "/usr/local/bin:/usr/bin:/bin";
  return env;
}
