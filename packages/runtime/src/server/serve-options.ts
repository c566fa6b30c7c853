import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";
import type { ToolCategory } from "@generated/validators/toolCategory";
import { DEFAULT_CATEGORY_TIMEOUTS_MS, type TimeoutOptions } from "../lifecycle/tool-timeouts.ts";
import { isPostgresUrl, redactDatabaseUrl } from "../store/postgres/pg-database.ts";
import type { McpServerConfig } from "../tools/mcp/mcp-server.ts";

/** Options of `bun run serve`, parsed once. */
export interface ServeOptions {
  readonly host: string;
  readonly grpcPort: number;
  readonly httpPort: number;
  readonly dataDir: string;
  /** `--store postgres://…`: a PostgreSQL database shared by replicas (TOOLWIRE_DATABASE_URL when absent); SQLite in the data dir otherwise. */
  readonly databaseUrl?: string;
  /** `--retention <s>`: with --store, how long settled requests and events are kept in the shared tables. */
  readonly retentionMs?: number;
  /** Stuck-part timeouts from `--timeout <category>=<seconds>`, passed to RuntimeServerOptions.timeouts. */
  readonly timeouts: TimeoutOptions;
  /** `--config FILE`: the permission rules; absent means `<data-dir>/permission.json` when it exists. */
  readonly configPath?: string;
  /** `--ask-timeout <seconds>`: pending asks nobody answers are rejected after this. */
  readonly askTimeoutMs?: number;
  /** `--client-rate <n>`: execution requests per minute per client-tools client (default 100). */
  readonly clientTools?: { readonly requestsPerMinute: number };
  /** `--workspace DIR`: where tool paths resolve (default: the current directory). */
  readonly workspace: string;
  /** `--mcp name=command [args]`, repeatable: MCP servers over stdio. */
  readonly mcpServers: readonly McpServerConfig[];
  /** `--sandbox on|off`: `off` runs bash and MCP servers unsandboxed (every surface then says so). */
  readonly sandbox: "on" | "off";
  /** `--sandbox-config FILE`: the sandbox's widening; absent means `<data-dir>/sandbox.json` when it exists. */
  readonly sandboxConfigPath?: string;
  /** `--allow-origin <origin>`, repeatable: browser origins allowed to open the client-tools WebSocket. */
  readonly allowedOrigins?: readonly string[];
  /** `--agent-token-file`, `--user-token-file`: the role tokens read from files (mode 0600 or stricter). */
  readonly agentTokenFile?: string;
  readonly userTokenFile?: string;
  readonly help: boolean;
}

export const DEFAULT_HOST = "127.0.0.1";
export const DEFAULT_HTTP_PORT = 7410;
export const DEFAULT_GRPC_PORT = 7411;
/** What the default data dir is made from: the XDG state directory, else the home directory. */
export interface StateEnv {
  readonly XDG_STATE_HOME?: string | undefined;
  readonly HOME?: string | undefined;
}

/**
 * The default data dir: `$XDG_STATE_HOME/toolwire`, else `~/.local/state/toolwire` — the user's
 * state, never the current directory (a workspace a tool can read and write).
 */
export function defaultDataDir(env: StateEnv = {}): string {
  const state = env.XDG_STATE_HOME && isAbsolute(env.XDG_STATE_HOME) ? env.XDG_STATE_HOME : join(env.HOME || homedir(), ".local", "state");
  return join(state, "toolwire");
}

/** The categories `--timeout` accepts: the ones the runtime has default timeouts for. */
export const TIMEOUT_CATEGORIES = Object.freeze(Object.keys(DEFAULT_CATEGORY_TIMEOUTS_MS) as ToolCategory[]);

// Three per line, so the usage text stays inside 100 columns.
const defaultTimeouts = TIMEOUT_CATEGORIES.map((category) => `${category} ${DEFAULT_CATEGORY_TIMEOUTS_MS[category] / 1000}`)
  .map((entry, i, all) => (i === all.length - 1 ? entry : i % 3 === 2 ? `${entry},\n${" ".repeat(23)}` : `${entry}, `))
  .join("");

export const SERVE_USAGE = `Usage: bun run serve -- [options]

Runs the toolwire runtime: the permission service and tool lifecycle over gRPC and HTTP.

Options:
  --host <addr>        address to bind (default ${DEFAULT_HOST})
  --grpc-port <n>      gRPC port; 0 picks a free one (default ${DEFAULT_GRPC_PORT})
  --http-port <n>      HTTP port; 0 picks a free one (default ${DEFAULT_HTTP_PORT})
  --data-dir <dir>     approvals and audit database, tokens (default $XDG_STATE_HOME/toolwire,
                       else ~/.local/state/toolwire); never inside the workspace
  --store <url>        postgres://user[:password]@host[:port]/db: keep approvals, the audit log,
                       pending asks and events in PostgreSQL, shared by every server (replica)
                       using it (default: TOOLWIRE_DATABASE_URL, else SQLite in the data dir)
  --retention <s>      with a postgres store: delete settled requests, events and stopped
                       servers' rows older than this many seconds (default 3600); the audit
                       log and approvals are never deleted
  --config <file>      permission rules, OpenCode's \`permission\` block (schema/permission/
                       permissionConfig.schema.json), e.g. {"bash": {"*": "ask", "rm *": "deny"},
                       "edit": "ask"}; the last matching rule wins and a configured deny is final
                       (default <data-dir>/permission.json when it exists)
  --workspace <dir>    root every tool path resolves inside; paths leading out (.., absolute,
                       symlinks) are refused (default: the current directory)
  --mcp <name>=<command> [args]
                       start an MCP server over stdio, sandboxed; its tools join the registry
                       as <name>_<tool>; repeatable (the command is split on spaces, no shell)
  --sandbox <on|off>   on (default): bash and MCP servers run in bubblewrap (root read-only,
                       workspace writable, private /tmp, no network, no credentials) and refuse
                       to run where it is missing; off: they run with the runtime's own rights
                       (the banner, /health and every such tool part say so)
  --sandbox-config <file>
                       widen the sandbox (schema/permission/sandboxConfig.schema.json), e.g.
                       {"filesystem": {"writable": ["~/.cache/bun"]}, "env": ["GOPATH"]}
                       (default <data-dir>/sandbox.json when it exists)
  --allow-origin <origin>
                       a browser origin (https://app.example.com) whose pages may open the
                       client-tools WebSocket, besides loopback ones and the server's own;
                       repeatable; "*" allows every site (dangerous: any page holding a token)
  --ask-timeout <s>    reject a permission request nobody answers within this many seconds
                       (default: wait until answered or the asker goes away)
  --client-rate <n>    execution requests a minute per client-side tools client (default 100)
  --timeout <category>=<seconds>, --timeout tool:<name>=<s>, --timeout mcp:<server>=<s>
                       how long a tool call of that category (or that tool, or that MCP
                       server's tools) may run before it is stopped and failed; repeatable.
                       Categories and defaults (s):
                       ${defaultTimeouts}
  --help               show this help

Credentials (bearer tokens; clients send Authorization: Bearer <token>):
  --agent-token-file <file>, --user-token-file <file>
                       read a role's token from a file (mode 0600 or stricter), the safest way
  TOOLWIRE_AGENT_TOKEN the agent's token: ask, report tool parts, run tool calls, watch the
                       sessions it names
  TOOLWIRE_USER_TOKEN  the user's token: reply, list, revoke approvals, read the audit log,
                       watch everything
                       Each falls back to <data-dir>/agent.token / user.token, generated (mode
                       0600) and printed on first start. Tokens read from the environment are
                       removed from it at once, so no process the runtime starts inherits them.
  TOOLWIRE_DATABASE_URL
                       the --store URL when --store is not given
  TOOLWIRE_TOKEN       alone: one credential holding both roles, for single-user setups (a
                       warning is printed: whoever asks can also answer)
`;

/** Thrown for a bad command line; the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}

function port(flag: string, value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < 0 || n > 65535) {
    throw new UsageError(`${flag} expects a port number 0-65535, got "${value}"`);
  }
  return n;
}

const isCategory = (name: string): name is ToolCategory => (TIMEOUT_CATEGORIES as readonly string[]).includes(name);

/** What one `--timeout` sets: a category's timeout, one tool's, or one MCP server's. */
export type TimeoutSetting =
  | { readonly kind: "category"; readonly category: ToolCategory; readonly ms: number }
  | { readonly kind: "tool" | "mcp"; readonly name: string; readonly ms: number };

/** Parses one `--timeout <category>=<s>`, `tool:<name>=<s>` or `mcp:<server>=<s>` into milliseconds. */
export function parseTimeout(value: string): TimeoutSetting {
  const eq = value.lastIndexOf("=");
  if (eq < 0) throw new UsageError(`--timeout expects <category>=<seconds>, got "${value}"`);
  const key = value.slice(0, eq);
  const ms = () => parseSeconds(`--timeout ${key}`, value.slice(eq + 1));
  const scoped = /^(tool|mcp):(.+)$/.exec(key);
  if (scoped) return { kind: scoped[1] as "tool" | "mcp", name: scoped[2]!, ms: ms() };
  if (!isCategory(key)) {
    throw new UsageError(`--timeout: unknown category "${key}" (expected one of ${TIMEOUT_CATEGORIES.join(", ")}, or tool:<name>, mcp:<server>)`);
  }
  return { kind: "category", category: key, ms: ms() };
}

/** A PostgreSQL URL, or a usage error that names where it came from (never echoing a password). */
function databaseUrl(from: string, value: string): string {
  if (!isPostgresUrl(value)) throw new UsageError(`${from} expects a postgres://user@host[:port]/database URL, got "${redactDatabaseUrl(value)}"`);
  return value;
}

/** A positive number of seconds as milliseconds: digits only (no "1e3", "Infinity", hex), at least a millisecond. */
function parseSeconds(flag: string, seconds: string): number {
  const ms = Math.round(Number(seconds) * 1000);
  if (!/^\d+(\.\d+)?$/.test(seconds) || !Number.isFinite(ms) || ms < 1) {
    throw new UsageError(`${flag} expects a positive number of seconds, got "${seconds}"`);
  }
  return ms;
}

/** Parses `--flag value` / `--flag=value` arguments into frozen options. */
export function parseServeOptions(argv: readonly string[], cwd: string = process.cwd(), env: { readonly TOOLWIRE_DATABASE_URL?: string | undefined } & StateEnv = {}): ServeOptions {
  const mcpServers: McpServerConfig[] = [];
  const tools: Record<string, number> = {};
  const mcpTimeouts: Record<string, number> = {};
  const out: { host: string; grpcPort: number; httpPort: number; dataDir: string; workspace: string; help: boolean; sandbox: "on" | "off"; configPath?: string; askTimeoutMs?: number; retentionMs?: number; clientTools?: { requestsPerMinute: number }; databaseUrl?: string; agentTokenFile?: string; userTokenFile?: string; sandboxConfigPath?: string; allowedOrigins?: string[] } = {
    workspace: cwd,
    host: DEFAULT_HOST,
    grpcPort: DEFAULT_GRPC_PORT,
    httpPort: DEFAULT_HTTP_PORT,
    dataDir: defaultDataDir(env),
    help: false,
    sandbox: "on",
  };
  const categories: Partial<Record<ToolCategory, number>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") continue;
    if (arg === "--help" || arg === "-h") {
      out.help = true;
      continue;
    }
    const eq = arg.indexOf("=");
    const flag = eq >= 0 ? arg.slice(0, eq) : arg;
    const take = (): string => {
      if (eq >= 0) return arg.slice(eq + 1);
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      return value;
    };
    switch (flag) {
      case "--host":
        out.host = take();
        break;
      case "--grpc-port":
        out.grpcPort = port(flag, take());
        break;
      case "--http-port":
        out.httpPort = port(flag, take());
        break;
      case "--data-dir":
        out.dataDir = take();
        break;
      case "--store":
        out.databaseUrl = databaseUrl("--store", take());
        break;
      case "--retention":
        out.retentionMs = parseSeconds("--retention", take());
        break;
      case "--workspace":
        out.workspace = resolve(cwd, take());
        break;
      case "--mcp": {
        const value = take();
        const eq = value.indexOf("=");
        const name = value.slice(0, eq);
        const [command, ...args] = value.slice(eq + 1).trim().split(/\s+/);
        if (eq < 1 || !/^[A-Za-z0-9_-]+$/.test(name) || !command) throw new UsageError(`--mcp expects <name>=<command> [args], got "${value}"`);
        if (mcpServers.some((m) => m.name === name)) throw new UsageError(`--mcp ${name} is given twice`);
        mcpServers.push({ name, command, args });
        break;
      }
      case "--config":
        out.configPath = resolve(cwd, take());
        break;
      case "--sandbox": {
        const value = take();
        if (value !== "on" && value !== "off") throw new UsageError(`--sandbox expects on or off, got "${value}"`);
        out.sandbox = value;
        break;
      }
      case "--allow-origin": {
        const value = take();
        if (value !== "*") {
          let url: URL | undefined;
          try {
            url = new URL(value);
          } catch {
            url = undefined;
          }
          if (!url || (url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== value) throw new UsageError(`--allow-origin expects an origin like https://app.example.com (scheme, host, optional port; no path), got "${value}"`);
        }
        (out.allowedOrigins ??= []).push(value);
        break;
      }
      case "--sandbox-config":
        out.sandboxConfigPath = resolve(cwd, take());
        break;
      case "--agent-token-file":
        out.agentTokenFile = resolve(cwd, take());
        break;
      case "--user-token-file":
        out.userTokenFile = resolve(cwd, take());
        break;
      case "--ask-timeout":
        out.askTimeoutMs = parseSeconds("--ask-timeout", take());
        break;
      case "--client-rate": {
        const raw = take();
        if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1) throw new UsageError(`--client-rate ${raw}: expected a whole number of requests a minute, at least 1`);
        out.clientTools = { requestsPerMinute: Number(raw) };
        break;
      }
      case "--timeout": {
        const setting = parseTimeout(take());
        const [table, key] = setting.kind === "category" ? [categories, setting.category] : [setting.kind === "tool" ? tools : mcpTimeouts, setting.name];
        if ((table as Record<string, number>)[key] !== undefined) throw new UsageError(`--timeout ${setting.kind === "category" ? key : `${setting.kind}:${key}`} is given twice`);
        (table as Record<string, number>)[key] = setting.ms;
        break;
      }
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  if (out.databaseUrl === undefined && env.TOOLWIRE_DATABASE_URL) out.databaseUrl = databaseUrl("TOOLWIRE_DATABASE_URL", env.TOOLWIRE_DATABASE_URL);
  if (out.retentionMs !== undefined && out.databaseUrl === undefined) throw new UsageError("--retention applies to a postgres store: give --store postgres://… (or TOOLWIRE_DATABASE_URL)");
  for (const name of Object.keys(mcpTimeouts)) {
    if (!mcpServers.some((m) => m.name === name)) throw new UsageError(`--timeout mcp:${name}: no --mcp ${name}=… is given`);
  }
  const servers = mcpServers.map((m) => (mcpTimeouts[m.name] !== undefined ? { ...m, timeoutMs: mcpTimeouts[m.name]! } : m));
  const timeouts: TimeoutOptions = Object.freeze({ categories: Object.freeze(categories), ...(Object.keys(tools).length > 0 ? { tools: Object.freeze(tools) } : {}) });
  return Object.freeze({ ...out, dataDir: resolve(cwd, out.dataDir), timeouts, mcpServers: Object.freeze(servers) });
}
