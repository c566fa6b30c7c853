import { isAbsolute, relative, sep } from "node:path";

/** One sandboxed command, fully decided (real paths only): what bubblewrap is asked to build. */
export interface BwrapSpec {
  readonly bwrap: string;
  readonly argv: readonly string[];
  readonly cwd: string;
  /** The session's workspace: the one place the command may write (besides its private /tmp). */
  readonly workspace: string;
  /** More read-write places a rule grants (the config's `sandbox.filesystem.writable`). */
  readonly writable: readonly string[];
  /** Places to keep visible, read-only, although the private /tmp would hide them (the runtime's own install, say). */
  readonly readable?: readonly string[];
  /** Existing paths made invisible: directories become an empty read-only tmpfs, files /dev/null. */
  readonly hidden: readonly { readonly path: string; readonly directory: boolean }[];
  /** Read-only binds made after the masks (the network proxy's socket), source → destination in the sandbox's /tmp. */
  readonly readOnly: readonly { readonly src: string; readonly dest: string }[];
  readonly env: Readonly<Record<string, string>>;
  /** Home of the sandbox (inside its private /tmp). */
  readonly home: string;
}

const within = (root: string, path: string): boolean => {
  const rel = relative(root, path);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
};

/**
 * The bubblewrap command line for a spec: the root read-only, a fresh /dev, /proc of its own PID
 * namespace, a private /tmp, the workspace (and granted places) read-write, secrets masked, every
 * namespace unshared (network included: only its own loopback), no capabilities, a new session
 * (no TIOCSTI into a terminal), killed with the runtime, an environment of exactly `env`.
 */
export function bwrapArgv(spec: BwrapSpec): string[] {
  const args = [spec.bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp", "--dir", spec.home];
  const binds = [spec.workspace, ...spec.writable];
  // A path under /tmp that no bind brings back is already invisible (the private /tmp).
  const visible = (path: string) => !within("/tmp", path) || [...binds, ...(spec.readable ?? [])].some((b) => within(b, path));
  // A path inside another masked directory is already hidden (and cannot be bound onto a read-only tmpfs).
  const hidden = spec.hidden.filter((h) => visible(h.path) && !spec.hidden.some((o) => o.directory && o.path !== h.path && within(o.path, h.path)));
  // A masked directory above a bind (a data dir holding the workspace) is masked first, so the
  // bind brings back only the workspace; it turns read-only once the binds are in.
  const above = hidden.filter((h) => h.directory && binds.some((b) => b !== h.path && within(h.path, b)));
  for (const { path } of above) args.push("--tmpfs", path);
  // Before the read-write binds (which may sit inside) and before the masks (which must win inside them).
  for (const path of spec.readable ?? []) if (within("/tmp", path)) args.push("--ro-bind", path, path);
  for (const path of binds) args.push("--bind", path, path);
  for (const { path } of above) args.push("--remount-ro", path);
  for (const { path, directory } of hidden) {
    if (above.some((a) => a.path === path)) continue;
    if (directory) args.push("--tmpfs", path, "--remount-ro", path);
    else args.push("--ro-bind", "/dev/null", path);
  }
  for (const { src, dest } of spec.readOnly) args.push("--ro-bind", src, dest);
  args.push("--unshare-all", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--hostname", "toolwire-sandbox", "--clearenv");
  for (const [name, value] of Object.entries(spec.env)) args.push("--setenv", name, value);
  args.push("--chdir", spec.cwd, "--", ...spec.argv);
  return args;
}
