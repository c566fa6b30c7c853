import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Clock } from "../clock/clock.ts";
import { createToolTracker, type ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { TimeoutOptions } from "../lifecycle/tool-timeouts.ts";
import { openPermissionService, type PermissionService } from "../permission/permission-service.ts";
import { type PermissionConfig, rulesFromConfig } from "../permission/rules-from-config.ts";
import { openSqliteApprovalStore } from "../permission/sqlite-approval-store.ts";
import { type ResolvedToken, resolveToken } from "./auth-token.ts";
import { startGrpcServer } from "./grpc-server.ts";
import { createHttpApp } from "./http-app.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits } from "./json-body.ts";

export interface RuntimeServerOptions {
  readonly host: string;
  readonly httpPort: number;
  readonly grpcPort: number;
  readonly dataDir: string;
  /** TOOLWIRE_TOKEN, when set. */
  readonly envToken?: string;
  /** Project rules; when absent, `<dataDir>/permission.json` (OpenCode's `permission` block) is read if present. */
  readonly permissionConfig?: PermissionConfig;
  readonly projectID?: string;
  readonly timeouts?: TimeoutOptions;
  readonly clock?: Clock;
  readonly limits?: JsonBodyLimits;
  readonly sweepIntervalMs?: number;
  readonly log?: (message: string) => void;
}

/** A running runtime: both servers, the services behind them, and how to stop it all. */
export interface RuntimeServer {
  readonly host: string;
  readonly httpPort: number;
  readonly grpcPort: number;
  readonly dataDir: string;
  readonly token: ResolvedToken;
  readonly permissions: PermissionService;
  readonly tracker: ToolTracker;
  stop(): Promise<void>;
}

function loadPermissionConfig(dataDir: string): PermissionConfig {
  const path = join(dataDir, "permission.json");
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, "utf8")) as PermissionConfig;
}

/** Starts the HTTP and gRPC servers in this process over one permission service and one tool tracker. */
export async function startRuntimeServer(options: RuntimeServerOptions): Promise<RuntimeServer> {
  const log = options.log ?? ((message: string) => console.error(message));
  mkdirSync(options.dataDir, { recursive: true });
  const token = resolveToken(options.dataDir, options.envToken);
  const store = openSqliteApprovalStore(join(options.dataDir, "approvals.db"));
  const permissions = await openPermissionService({
    store,
    projectID: options.projectID ?? "default",
    ruleset: rulesFromConfig(options.permissionConfig ?? loadPermissionConfig(options.dataDir)),
    onListenerError: (error) => log(`event listener failed: ${String(error)}`),
  });
  const tracker = createToolTracker({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    onListenerError: (error) => log(`event listener failed: ${String(error)}`),
  });
  const stopSweeping = tracker.startSweeping(options.sweepIntervalMs ?? 1_000);
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;

  const app = createHttpApp({ permissions, tracker, token: token.token, limits, log });
  let http: ReturnType<typeof Bun.serve> | undefined;
  let grpc: Awaited<ReturnType<typeof startGrpcServer>> | undefined;
  try {
    http = Bun.serve({
      hostname: options.host,
      port: options.httpPort,
      fetch: app.fetch,
      // A backstop only: the app refuses oversize bodies itself, with a JSON message.
      maxRequestBodySize: limits.maxBytes * 4,
      // SSE sends a heartbeat every 15 s, well inside this.
      idleTimeout: 60,
    });
    grpc = await startGrpcServer({ host: options.host, port: options.grpcPort, permissions, tracker, token: token.token, limits, log });
  } catch (error) {
    await http?.stop(true);
    stopSweeping();
    permissions.dispose();
    await store.close();
    throw error;
  }

  let stopped: Promise<void> | undefined;
  const server: RuntimeServer = {
    host: options.host,
    httpPort: http.port ?? options.httpPort,
    grpcPort: grpc.port,
    dataDir: options.dataDir,
    token,
    permissions,
    tracker,
    stop() {
      stopped ??= (async () => {
        stopSweeping();
        // Rejecting pending asks first lets blocked AskPermission calls answer before the transports close.
        permissions.dispose();
        await grpc!.stop();
        await http!.stop(true);
        await store.close();
      })();
      return stopped;
    },
  };
  return Object.freeze(server);
}
