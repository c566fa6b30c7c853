// Code generated from schema/permission/sandboxConfig.schema.json. DO NOT EDIT.
import { z } from "zod";
import { closestBranch, stringLength } from "./_toolwire.js";

/**
 * SandboxConfig
 *
 * The sandbox config (`--sandbox-config FILE`, default `<data-dir>/sandbox.json`), a file of its own beside the permission rules (which stay OpenCode's `permission` block): how far the sandbox every tool process runs in (bash, MCP stdio servers) is widened. By default a tool sees the root read-only, writes only the session's workspace and a private /tmp, never sees the runtime's data dir, config, token files or the user's secrets, has no network and gets an allow-listed environment.
 */
export const sandboxConfigSchema = z.strictObject({
  /** Paths (absolute, or starting with `~/`) added to the defaults. */
  filesystem: z.strictObject({
    /** More directories tools may write (a build cache, say). */
    writable: z.array(z.string().superRefine(stringLength(1, 4096))).max(64).optional(),
    /** More paths tools may not see at all (masked: an empty directory or an empty file). */
    hidden: z.array(z.string().superRefine(stringLength(1, 4096))).max(256).optional(),
  }).optional(),
  /** More environment variables passed in from the runtime's environment; names that look like credentials (TOOLWIRE_*, *TOKEN*, *SECRET*, *PASSWORD*, *_KEY, AWS_*, GH_*, GITHUB_*) are refused. */
  env: z.array(z.string().superRefine(stringLength(undefined, 128)).regex(new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u"))).max(64).optional(),
  /** Network per tool (`bash`, or an MCP server as `mcp:<name>`): `deny` (the default), `allow` (any public host), or a list of host patterns (`registry.npmjs.org`, `*.github.com`) reached through the runtime's proxy. Loopback and private addresses, and so the runtime's own ports, are never reachable. */
  network: z.record(z.string(), z.union([z.enum(["allow", "deny"]), z.array(z.string().superRefine(stringLength(1, 253)).regex(new RegExp("^(\\*\\.)?[A-Za-z0-9.-]+$", "u"))).max(256)], { error: closestBranch })).optional(),
});

/** SandboxConfig, inferred from {@link sandboxConfigSchema}. */
export type SandboxConfig = z.infer<typeof sandboxConfigSchema>;
