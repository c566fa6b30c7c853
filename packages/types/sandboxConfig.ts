// Code generated from schema/permission/sandboxConfig.schema.json. DO NOT EDIT.

/**
 * The sandbox config (`--sandbox-config FILE`, default `<data-dir>/sandbox.json`), a file of its own beside the permission rules (which stay OpenCode's `permission` block): how far the sandbox every tool process runs in (bash, MCP stdio servers) is widened. By default a tool sees the root read-only, writes only the session's workspace and a private /tmp, never sees the runtime's data dir, config, token files or the user's secrets, has no network and gets an allow-listed environment.
 */
export interface SandboxConfig {
  /**
   * Paths (absolute, or starting with `~/`) added to the defaults.
   */
  filesystem?: {
    /**
     * More directories tools may write (a build cache, say).
     */
    writable?: string[];
    /**
     * More paths tools may not see at all (masked: an empty directory or an empty file).
     */
    hidden?: string[];
  };
  /**
   * More environment variables passed in from the runtime's environment; names that look like credentials (TOOLWIRE_*, *TOKEN*, *SECRET*, *PASSWORD*, *_KEY, AWS_*, GH_*, GITHUB_*) are refused.
   */
  env?: string[];
  /**
   * Network per tool (`bash`, or an MCP server as `mcp:<name>`): `deny` (the default), `allow` (any public host), or a list of host patterns (`registry.npmjs.org`, `*.github.com`) reached through the runtime's proxy. Loopback and private addresses, and so the runtime's own ports, are never reachable.
   */
  network?: {
    /**
     * `allow`, `deny`, or the host patterns this tool may reach.
     */
    [k: string]: "allow" | "deny" | string[];
  };
}
