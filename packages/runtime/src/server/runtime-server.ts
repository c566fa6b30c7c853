import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Clock } from "../clock/clock.ts";
import { createToolTracker, type ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { TimeoutOptions } from "../lifecycle/tool-timeouts.ts";
import { loadPermissionConfig } from "../permission/load-permission-config.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { type PermissionConfig, rulesFromConfig } from "../permission/rules-from-config.ts";
import type { PermissionStore } from "../store/permission-store.ts";
import type { McpServerConfig } from "../tools/mcp/mcp-server.ts";
import { createToolEngine, type ToolEngine } from "../tools/tool-engine.ts";
import { DEFAULT_RISK_LEVELS } from "../permission/risk-levels.ts";
import { type CredentialEnv, type CredentialFiles, type Credentials, resolveCredentials } from "./credentials.ts";
import { checkStateOutsideWorkspace, type StateEntry } from "./state-location.ts";
import { loadSandboxConfig } from "../sandbox/load-sandbox-config.ts";
import { type GrpcConnectionLimits, startGrpcServer } from "./grpc-server.ts";
import { nativeRoutes } from "./native-routes.ts";
import { createHttpApp } from "./http-app.ts";
import { createClientToolsWebSocket } from "./client-tools-websocket.ts";
import { type ClientTools, type ClientToolsOptions, createClientTools } from "../client-tools/client-tool-registry.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits } from "./json-body.ts";
import { openPermissionBackend } from "./permission-backend.ts";
import { createStreamBudget, type StreamBudgetLimits } from "./stream-budget.ts";

export interface RuntimeServerOptions {
  readonly host: string;
  readonly httpPort: number;
  readonly grpcPort: number;
  readonly dataDir: string;
  /** `postgres://…` (`--store`, TOOLWIRE_DATABASE_URL): approvals, audit, pending asks and events shared with other replicas; else SQLite in dataDir. */
  readonly databaseUrl?: string;
  /** With databaseUrl: how long settled requests and events stay in the shared tables (`--retention`). */
  readonly retentionMs?: number;
  /** Without databaseUrl: a store of the embedder's own instead of SQLite in dataDir (e.g. createMemoryPermissionStore in tests). */
  readonly store?: PermissionStore;
  /** TOOLWIRE_TOKEN / TOOLWIRE_AGENT_TOKEN / TOOLWIRE_USER_TOKEN, when set. */
  readonly env?: CredentialEnv;
  /** `--agent-token-file` / `--user-token-file`. */
  readonly agentTokenFile?: string;
  readonly userTokenFile?: string;
  /** `off` runs bash and MCP servers unsandboxed; default `on` (bubblewrap, refused where missing). */
  readonly sandbox?: "on" | "off";
  /** `--allow-origin`: browser origins (besides loopback and the server's own) that may open the client-tools WebSocket. */
  readonly allowedOrigins?: readonly string[];
  /** `--sandbox-config FILE`: how far the sandbox is widened; absent means `<dataDir>/sandbox.json` when it exists. */
  readonly sandboxConfigPath?: string;
  /** Project rules; when absent they are read from `configPath` (default `<dataDir>/permission.json`, if present). */
  readonly permissionConfig?: PermissionConfig;
  /** A config file named by the user (`--config`): it must exist. */
  readonly configPath?: string;
  readonly projectID?: string;
  readonly timeouts?: TimeoutOptions;
  readonly askTimeoutMs?: number;
  /** The root every tool path resolves inside (default: the current directory). */
  readonly workspace?: string;
  /**
   * Refuse to start when the data dir, config or a token file is inside the workspace (default
   * true). Embedded ACP commands whose tools run in each session's own cwd turn it off for the
   * default workspace; the sandbox masks those paths and the file tools refuse them either way.
   */
  readonly checkStateLocation?: boolean;
  /** MCP servers (stdio) whose tools join the registry as `<server>_<tool>`. */
  readonly mcpServers?: readonly McpServerConfig[];
  /** Client-side tools: grace period, default timeout, rate limit, bounds. */
  readonly clientTools?: Omit<ClientToolsOptions, "clock" | "log">;
  readonly clock?: Clock;
  readonly limits?: JsonBodyLimits;
  readonly streamLimits?: StreamBudgetLimits;
  readonly connections?: GrpcConnectionLimits;
  readonly sweepIntervalMs?: number;
  readonly log?: (message: string) => void;
}

/** A running runtime: both servers, the services behind them, and how to stop it all. */
export interface RuntimeServer {
  readonly host: string;
  readonly httpPort: number;
  readonly grpcPort: number;
  readonly dataDir: string;
  /** Where approvals, audit and pending asks live (`sqlite <path>`, `postgres <url> (replica <id>)` or `store <location>`). */
  readonly storeDescription: string;
  readonly credentials: Credentials;
  readonly store: PermissionStore;
  readonly permissions: PermissionService;
  readonly tracker: ToolTracker;
  readonly tools: ToolEngine;
  readonly clientTools: ClientTools;
  stop(): Promise<void>;
}

/** Starts the HTTP and gRPC servers in this process over one permission service and one tool tracker. */
export async function startRuntimeServer(options: RuntimeServerOptions): Promise<RuntimeServer> {
  const log = options.log ?? ((message: string) => console.error(message));
  const configPath = options.configPath ?? join(options.dataDir, "permission.json");
  const sandboxConfigPath = options.sandboxConfigPath ?? join(options.dataDir, "sandbox.json");
  const files: CredentialFiles = { agent: options.agentTokenFile, user: options.userTokenFile };
  const state: StateEntry[] = [
    { what: "data dir", path: options.dataDir, flag: "--data-dir" },
    { what: "permission config", path: configPath, flag: "--config" },
    { what: "sandbox config", path: sandboxConfigPath, flag: "--sandbox-config" },
    ...(files.agent ? [{ what: "agent token file", path: files.agent, flag: "--agent-token-file" }] : []),
    ...(files.user ? [{ what: "user token file", path: files.user, flag: "--user-token-file" }] : []),
  ];
  const workspaceRoot = options.workspace ?? process.cwd();
  // Before anything is created: a data dir in the workspace would hand the agent its tokens.
  if (options.checkStateLocation !== false) checkStateOutsideWorkspace(workspaceRoot, state);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const credentials = resolveCredentials(options.dataDir, options.env ?? {}, files);
  const config = options.permissionConfig ?? loadPermissionConfig(configPath, options.configPath !== undefined);
  const sandboxConfig = loadSandboxConfig(sandboxConfigPath, options.sandboxConfigPath !== undefined);
  const protectedPaths = state.map((entry) => entry.path);
  const backend = await openPermissionBackend({
    dataDir: options.dataDir,
    ...(options.databaseUrl !== undefined ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.retentionMs !== undefined ? { retentionMs: options.retentionMs } : {}),
    ...(options.store ? { store: options.store } : {}),
    projectID: options.projectID ?? "default",
    ruleset: rulesFromConfig(config),
    // OpenCode's table first; tools the engine registers (MCP) bring their own level.
    riskLevels: (permission) => DEFAULT_RISK_LEVELS[permission] ?? tools?.list().find((t) => t.name === permission)?.riskLevel,
    ...(options.askTimeoutMs !== undefined ? { askTimeoutMs: options.askTimeoutMs } : {}),
    ...(options.clock ? { now: () => options.clock!.now() } : {}),
    onListenerError: (error) => log(`event listener failed: ${String(error)}`),
    log,
  });
  const { store, permissions } = backend;
  const tracker = createToolTracker({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    onListenerError: (error) => log(`event listener failed: ${String(error)}`),
  });
  const stopSweeping = tracker.startSweeping(options.sweepIntervalMs ?? 1_000);
  const clientTools = createClientTools({ ...options.clientTools, ...(options.clock ? { clock: options.clock } : {}), log });
  const tools: ToolEngine = createToolEngine({
    providers: [clientTools],
    permissions: (input) => permissions.ask(input),
    tracker,
    ...(options.workspace ? { workspace: options.workspace } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.mcpServers ? { mcpServers: options.mcpServers } : {}),
    protectedPaths,
    // Todo lists live in the store with the rest (SQLite, or PostgreSQL shared by replicas).
    todos: { read: (sessionID) => store.readTodos(permissions.projectID, sessionID), write: (sessionID, list) => store.writeTodos(permissions.projectID, sessionID, list) },
    sandbox: { mode: options.sandbox === "off" ? "off" : "auto", protectedPaths, config: sandboxConfig },
    log,
  });
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  // One budget for every slow reader of both transports.
  const budget = createStreamBudget(options.streamLimits);

  // Watchers see every replica's part events when the store is shared.
  const watched = backend.watchable(tracker);
  const app = createHttpApp({ permissions, store, tracker: watched, tools, clientTools, credentials, limits, budget, log, facts: { store: backend.description } });
  const sockets = createClientToolsWebSocket({ clientTools, credentials, limits, log, ...(options.allowedOrigins ? { allowedOrigins: options.allowedOrigins } : {}) });
  let http: ReturnType<typeof Bun.serve> | undefined;
  let grpc: Awaited<ReturnType<typeof startGrpcServer>> | undefined;
  try {
    http = Bun.serve({
      hostname: options.host,
      port: options.httpPort,
      // The permission exchange's two hot calls take Bun's router; every other request, the app (native-routes.ts).
      routes: nativeRoutes({ app, permissions, limits, credentials, log }),
      fetch(request, bunServer) {
        const upgraded = sockets.upgrade(request, bunServer);
        if (upgraded === "upgraded") return undefined;
        return upgraded ?? app.fetch(request);
      },
      websocket: sockets.websocket,
      // The app reads bodies itself and answers an oversize one with its JSON 413; Bun's own
      // limit (a bare 413) must never come first.
      maxRequestBodySize: Number.MAX_SAFE_INTEGER,
      // SSE sends a heartbeat every 15 s, well inside this.
      idleTimeout: 60,
    });
    grpc = await startGrpcServer({
      host: options.host,
      port: options.grpcPort,
      permissions,
      store,
      tracker: watched,
      tools,
      clientTools,
      credentials,
      limits,
      budget,
      ...(options.connections ? { connections: options.connections } : {}),
      log,
    });
  } catch (error) {
    await http?.stop(true);
    stopSweeping();
    clientTools.close();
    permissions.dispose();
    await tools.close();
    await backend.close();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  const server: RuntimeServer = {
    host: options.host,
    httpPort: http.port ?? options.httpPort,
    grpcPort: grpc.port,
    dataDir: options.dataDir,
    storeDescription: backend.description,
    credentials,
    store,
    permissions,
    tracker,
    tools,
    clientTools,
    stop() {
      stopped ??= (async () => {
        stopSweeping();
        // Rejecting pending asks first lets blocked AskPermission calls answer before the transports close.
        permissions.dispose();
        clientTools.close();
        await tools.close();
        await grpc!.stop();
        await http!.stop(true);
        await backend.close();
      })();
      return stopped;
    },
  };
  return Object.freeze(server);
}
