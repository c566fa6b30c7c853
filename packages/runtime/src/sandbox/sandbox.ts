import { mkdtempSync, realpathSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import type { SandboxConfig } from "@generated/validators/sandboxConfig";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { bwrapArgv } from "./bwrap-argv.ts";
import { type CgroupLimits, type CgroupStats, type CgroupSupport, closeCgroups, createCallCgroup, DEFAULT_CGROUP_LIMITS, describeCgroups, detectCgroups } from "./cgroup-limits.ts";
import { detectSandbox, INSTALL_HINT, type SandboxSupport } from "./detect-sandbox.ts";
import { defaultHiddenPaths } from "./hidden-paths.ts";
import { type NetworkProxy, startNetworkProxy } from "./network-proxy.ts";
import { forbiddenEnvName, sandboxEnv } from "./sandbox-env.ts";
import { SandboxUnavailableError } from "./sandbox-errors.ts";

/** The permission config's `sandbox` block (schema `sandboxConfig`): how far a rule widens the sandbox. */
export type { SandboxConfig };

export interface SandboxOptions {
  /** `--sandbox off` runs tools unsandboxed (and every surface says so); `auto` refuses to run them without a sandbox. */
  readonly mode: "auto" | "off";
  /** Paths no tool may see whatever the workspace: the runtime's data dir, config file, token files. */
  readonly protectedPaths: readonly string[];
  readonly config?: SandboxConfig;
  /** The user's home directory (secrets under it are masked); default the OS's. */
  readonly home?: string;
  /** Where the allow-listed variables are read from; default process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** bubblewrap's path; default `bwrap` on PATH. */
  readonly bwrapPath?: string;
  /** Per-call cgroup limits (memory, CPU share, processes) where a writable hierarchy exists; default the seed's. */
  readonly limits?: Partial<CgroupLimits>;
  /** `false` skips cgroups (prlimit and RSS sampling still apply); default: used where writable. */
  readonly cgroups?: boolean;
  /** Test seams of the network proxy: how hosts resolve, which addresses are forbidden (default: DNS; loopback/private refused). */
  readonly networkResolve?: (host: string) => Promise<string>;
  readonly networkForbidden?: (address: string) => boolean;
  readonly log?: (message: string) => void;
}

/** A command ready to spawn: its argv (the sandbox around it), environment and cwd. */
export interface SandboxedCommand {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  readonly cwd: string;
  /** What the call's cgroup saw (OOM kills, peak memory), when it has one. */
  stats(): CgroupStats | undefined;
  /** Kills whatever is left in the call's cgroup and removes it; call when the process is done (idempotent). */
  dispose(): void;
}

/** What to run, where: the sandbox decides how. */
export interface CommandSpec {
  readonly argv: readonly string[];
  /** Absolute, inside `workspace`. */
  readonly cwd: string;
  /** The session's workspace (real path): read-write inside the sandbox. */
  readonly workspace: string;
  /** Variables an `--mcp` entry sets itself (credentials refused). */
  readonly env?: Readonly<Record<string, string>>;
  /** `false`: no cgroup of its own (a short, bounded helper the runtime runs itself, like ripgrep); default a cgroup where there is one. */
  readonly cgroup?: boolean;
  /** Whose network rule applies (`bash`, `run`, `mcp:<name>`); without one, or without a rule, no network at all. */
  readonly network?: string;
}

/** Every process the runtime starts goes through one of these. */
export interface Sandbox {
  readonly support: SandboxSupport;
  /** One line per fact, for the startup banner and `/health`. */
  readonly summary: readonly string[];
  /** The command wrapped in the sandbox; throws SandboxUnavailableError when there is none and the user did not say `--sandbox off`. */
  command(spec: CommandSpec): SandboxedCommand;
  /** Removes the runtime's cgroups and stops the network proxies. */
  close(): Promise<void>;
}

/** Where the proxy's socket appears inside a sandbox, and the port its bridge listens on there. */
const SANDBOX_PROXY_SOCKET = "/tmp/.toolwire/net.sock";
const SANDBOX_PROXY_PORT = 3128;
const BRIDGE = new URL("./proxy-bridge.ts", import.meta.url).pathname;
/** The install this runtime runs from (its code, its node_modules, the MCP servers installed there): readable in every sandbox, even from under /tmp. */
const INSTALL_ROOT = new URL("../../../../", import.meta.url).pathname.replace(/\/$/, "");

/** A sandboxed process's home: inside its private /tmp, so nothing it writes there outlives it. */
export const SANDBOX_HOME = "/tmp/home";

const expandHome = (path: string, home: string): string => (path === "~" ? home : path.startsWith("~/") ? join(home, path.slice(2)) : path);

/** Real path and kind of each existing path (symlinks resolved, so the mask lands on what they point at). */
function realEntries(paths: readonly string[]): { path: string; directory: boolean }[] {
  const seen = new Map<string, boolean>();
  for (const path of paths) {
    try {
      const real = realpathSync(path);
      seen.set(real, statSync(real).isDirectory());
    } catch {
      // Gone or unreadable: nothing to mask.
    }
  }
  return [...seen].map(([path, directory]) => ({ path, directory }));
}

/** Checks a sandbox config once: absolute or `~` paths, variable names that are not credentials. Throws naming the field. */
export function checkSandboxConfig(config: SandboxConfig, where: string): void {
  for (const key of ["writable", "hidden"] as const) {
    (config.filesystem?.[key] ?? []).forEach((path, i) => {
      if (!isAbsolute(path) && path !== "~" && !path.startsWith("~/")) throw new Error(`${where}/filesystem/${key}/${i}: "${path}" must be an absolute path (or start with ~/)`);
    });
  }
  (config.env ?? []).forEach((name, i) => {
    const why = forbiddenEnvName(name);
    if (why) throw new Error(`${where}/env/${i}: ${why}`);
  });
}

/** Detects bubblewrap once and returns the sandbox every tool process is started through. */
export function createSandbox(options: SandboxOptions): Sandbox {
  const support = detectSandbox(options.mode, options.bwrapPath);
  const home = options.home ?? homedir();
  const source = options.env ?? process.env;
  const config = options.config ?? {};
  const writable = realEntries((config.filesystem?.writable ?? []).map((p) => expandHome(p, home))).map((e) => e.path);
  const readable = realEntries([INSTALL_ROOT, dirname(process.execPath)]).map((e) => e.path);
  const extraHidden = [...options.protectedPaths, ...(config.filesystem?.hidden ?? []).map((p) => expandHome(p, home))];
  const hiddenByWorkspace = new Map<string, { path: string; directory: boolean }[]>();
  const hiddenFor = (workspace: string) => {
    let hidden = hiddenByWorkspace.get(workspace);
    if (!hidden) {
      // A masked directory above the workspace stays masked; bwrapArgv brings the workspace back inside it.
      hidden = realEntries([...defaultHiddenPaths(home, workspace), ...extraHidden]).filter((e) => e.path !== workspace);
      if (hiddenByWorkspace.size >= 256) hiddenByWorkspace.clear();
      hiddenByWorkspace.set(workspace, hidden);
    }
    return hidden;
  };
  const passed = config.env ?? [];
  const cgroupLimits: CgroupLimits = Object.freeze({ ...DEFAULT_CGROUP_LIMITS, ...options.limits });
  // Limits by cgroup belong to the sandbox: with --sandbox off, tools run with the runtime's own rights.
  const cgroups: CgroupSupport = support.kind === "bwrap" && options.cgroups !== false ? detectCgroups() : { kind: "none", reason: support.kind === "bwrap" ? "disabled" : "no sandbox" };
  let calls = 0;

  // One proxy per tool the config lets onto the network, each on its own socket (its host list is its own).
  const rules = Object.entries(config.network ?? {}).flatMap(([key, rule]): [string, readonly string[] | "all"][] => (rule === "allow" ? [[key, "all"]] : Array.isArray(rule) ? [[key, rule]] : []));
  const proxyDir = support.kind === "bwrap" && rules.length > 0 ? mkdtempSync(`${tmpdir()}/toolwire-net-`) : undefined;
  const proxies = new Map<string, { socket: string; started: Promise<NetworkProxy | undefined> }>();
  rules.forEach(([key, hosts], i) => {
    const socket = `${proxyDir}/net-${i}.sock`;
    const started = startNetworkProxy({ socketPath: socket, hosts, ...(options.networkResolve ? { resolve: options.networkResolve } : {}), ...(options.networkForbidden ? { forbidden: options.networkForbidden } : {}), ...(options.log ? { log: options.log } : {}) }).catch((error) => {
      options.log?.(`sandbox: the network proxy for ${key} did not start: ${(error as Error).message}; ${key} has no network`);
      return undefined;
    });
    proxies.set(key, { socket, started });
  });

  const summary = (() => {
    switch (support.kind) {
      case "bwrap":
        return [
          `bubblewrap (${support.version}): root read-only, workspace read-write, private /tmp, own PID/network/IPC namespaces, no capabilities`,
          `environment: allow-list (PATH, HOME=${SANDBOX_HOME}, LANG/LC_*, TERM${passed.length > 0 ? `, ${passed.join(", ")}` : ""}); network: ${rules.length === 0 ? "off" : `off, but through the runtime's proxy (public hosts only) for ${rules.map(([key, hosts]) => `${key} (${hosts === "all" ? "any host" : hosts.join(", ")})`).join("; ")}`}`,
          describeCgroups(cgroups, cgroupLimits),
        ];
      case "off":
        return ["OFF (--sandbox off): bash and MCP servers run with the runtime's own rights, filesystem and network"];
      case "unavailable":
        return [`UNAVAILABLE: ${support.reason}; bash and MCP stdio servers refuse to run (install it, or start with --sandbox off)`];
      default: {
        const never: never = support;
        return never;
      }
    }
  })();

  return Object.freeze({
    support,
    summary: Object.freeze(summary),
    async close() {
      closeCgroups(cgroups);
      await Promise.all([...proxies.values()].map(async (p) => (await p.started)?.close()));
      if (proxyDir) rmSync(proxyDir, { recursive: true, force: true });
    },
    command(spec: CommandSpec): SandboxedCommand {
      switch (support.kind) {
        case "off": {
          const env: Record<string, string> = {};
          for (const [name, value] of Object.entries(source)) if (value !== undefined && !name.startsWith("TOOLWIRE_")) env[name] = value;
          return { argv: [...spec.argv], env: { ...env, ...spec.env }, cwd: spec.cwd, stats: () => undefined, dispose: () => {} };
        }
        case "unavailable":
          throw new SandboxUnavailableError(`no sandbox: ${support.reason}. Tools that start processes refuse to run unsandboxed; install ${INSTALL_HINT.split(" ").at(-1)} (${INSTALL_HINT}) or start the runtime with --sandbox off`);
        case "bwrap": {
          const proxy = spec.network !== undefined ? proxies.get(spec.network) : undefined;
          const proxyUrl = `http://127.0.0.1:${SANDBOX_PROXY_PORT}`;
          const env = sandboxEnv(source, SANDBOX_HOME, passed, { ...spec.env, ...(proxy ? { HTTP_PROXY: proxyUrl, HTTPS_PROXY: proxyUrl, http_proxy: proxyUrl, https_proxy: proxyUrl, ALL_PROXY: proxyUrl, NO_PROXY: "", no_proxy: "" } : {}) });
          // With a network rule, the command runs behind the bridge: the proxy's socket is its only way out.
          const inner = proxy ? [process.execPath, BRIDGE, "--socket", SANDBOX_PROXY_SOCKET, "--port", String(SANDBOX_PROXY_PORT), "--", ...spec.argv] : spec.argv;
          const argv = bwrapArgv({ bwrap: support.path, argv: inner, cwd: spec.cwd, workspace: spec.workspace, writable, readable, hidden: hiddenFor(spec.workspace), readOnly: proxy ? [{ src: proxy.socket, dest: SANDBOX_PROXY_SOCKET }] : [], env, home: SANDBOX_HOME });
          // The cgroup is entered before bwrap starts (its files are read-only inside), so nothing the command forks escapes it.
          const group = cgroups.kind === "none" || spec.cgroup === false ? undefined : createCallCgroup(cgroups, cgroupLimits, `call-${++calls}`);
          let disposed = false;
          // bwrap gets its environment on its command line; its own is empty.
          return {
            argv: group ? [...group.enter, ...argv] : argv,
            env: {},
            cwd: spec.cwd,
            stats: () => group?.stats(),
            dispose() {
              if (disposed) return;
              disposed = true;
              group?.remove();
            },
          };
        }
        default: {
          const never: never = support;
          return never;
        }
      }
    },
  });
}
