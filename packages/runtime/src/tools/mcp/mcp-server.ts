import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult, Tool } from "@modelcontextprotocol/sdk/types.js";

/** An MCP server started over stdio. */
export interface McpServerConfig {
  readonly name: string;
  readonly command: string;
  readonly args?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  /** Timeout of this server's tools, ms (default: the `mcp` category's, 120 s). */
  readonly timeoutMs?: number;
}

/** Wraps a server's command line in the sandbox (argv, env, cwd to spawn); throws when no sandbox may run it. */
export type WrapCommand = (argv: readonly string[], env: Readonly<Record<string, string>> | undefined, cwd: string | undefined) => { readonly argv: readonly string[]; readonly env: Readonly<Record<string, string>>; readonly cwd: string; dispose(): void };

/** Restart backoff after a server dies or fails to start: base·2^n, capped. */
export interface RestartOptions {
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_RESTART: RestartOptions = Object.freeze({ baseDelayMs: 500, maxDelayMs: 30_000 });

/** Where a server's connection is. */
export type McpServerStatus =
  | { readonly kind: "starting" }
  | { readonly kind: "ready"; readonly pid: number | undefined }
  | { readonly kind: "down"; readonly error: string; readonly restartInMs: number }
  | { readonly kind: "closed" };

/** A transient MCP failure (the server died, is restarting, or the transport broke): worth a retry. */
export class McpTransportError extends Error {
  override readonly name = "McpTransportError";
  readonly code = "EMCPTRANSPORT";
}

/** One supervised MCP server: started, listed, restarted with backoff when it dies. */
export interface McpServer {
  readonly config: McpServerConfig;
  status(): McpServerStatus;
  /** The tools of the last successful listing (kept while the server is down, so the registry can say "unavailable"). */
  tools(): readonly Tool[];
  /** Waits until the server is ready; a down server is waited for through its next start; rejects with McpTransportError when that fails. */
  ready(signal: AbortSignal): Promise<void>;
  call(tool: string, args: Record<string, unknown>, options: { signal: AbortSignal; timeoutMs: number; onProgress?: (progress: { progress: number; total?: number; message?: string }) => void }): Promise<CallToolResult>;
  /** Called after every (re)start with a fresh tool list, and whenever the status changes. */
  onChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Starts a server now and supervises it until close(). `wrap` puts the process in the sandbox; a
 * server never inherits the runtime's environment, only what the sandbox's allow-list and its own
 * `env` give it.
 */
export function startMcpServer(config: McpServerConfig, restart: RestartOptions = DEFAULT_RESTART, log: (message: string) => void = () => {}, wrap?: WrapCommand): McpServer {
  let status: McpServerStatus = { kind: "starting" };
  let client: Client | undefined;
  /** Removes the running process's cgroup (the sandbox's), once it is gone. */
  let disposeProcess: () => void = () => {};
  let tools: readonly Tool[] = [];
  let failures = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) listener();
  };
  const settle = (error?: Error) => {
    const current = waiters;
    waiters = [];
    for (const w of current) error ? w.reject(error) : w.resolve();
  };

  const scheduleRestart = (error: string) => {
    if (status.kind === "closed") return;
    const delay = Math.min(restart.maxDelayMs, restart.baseDelayMs * 2 ** failures);
    failures++;
    status = { kind: "down", error, restartInMs: delay };
    log(`mcp ${config.name}: ${error}; restarting in ${delay} ms`);
    settle(new McpTransportError(`MCP server ${config.name} is unavailable: ${error}`));
    changed();
    restartTimer = setTimeout(() => void connect(), delay);
    restartTimer.unref?.();
  };

  const connect = async () => {
    if (status.kind === "closed") return;
    status = { kind: "starting" };
    changed();
    const next = new Client({ name: "toolwire", version: "0.1.0" });
    try {
      const argv = [config.command, ...(config.args ?? [])];
      const command = wrap ? wrap(argv, config.env, config.cwd) : { argv, env: { ...(config.env ?? {}) }, cwd: config.cwd, dispose: () => {} };
      disposeProcess = () => command.dispose();
      const transport = new StdioClientTransport({ command: command.argv[0]!, args: command.argv.slice(1), env: { ...command.env }, ...(command.cwd ? { cwd: command.cwd } : {}), stderr: "ignore" });
      await next.connect(transport);
      const listed = await next.listTools();
      // close() may have run while we were connecting.
      if ((status as McpServerStatus).kind === "closed") {
        await next.close();
        return;
      }
      client = next;
      tools = listed.tools;
      failures = 0;
      status = { kind: "ready", pid: transport.pid ?? undefined };
      next.onclose = () => {
        if (client !== next) return;
        client = undefined;
        disposeProcess();
        scheduleRestart("the server process exited");
      };
      settle();
      changed();
    } catch (error) {
      await next.close().catch(() => {});
      disposeProcess();
      scheduleRestart(`start failed: ${(error as Error).message}`);
    }
  };
  void connect();

  return {
    config,
    status: () => status,
    tools: () => tools,
    ready(signal) {
      if (status.kind === "ready") return Promise.resolve();
      if (status.kind === "closed") return Promise.reject(new Error(`MCP server ${config.name} is closed`));
      return new Promise<void>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        const onAbort = () => {
          waiters = waiters.filter((w) => w !== waiter);
          reject(signal.reason);
        };
        // A down server settles its waiters with the next start attempt, not with the current failure.
        const waiter = {
          resolve: () => {
            signal.removeEventListener("abort", onAbort);
            resolve();
          },
          reject: (error: Error) => {
            signal.removeEventListener("abort", onAbort);
            reject(error);
          },
        };
        waiters.push(waiter);
        signal.addEventListener("abort", onAbort, { once: true });
      });
    },
    async call(tool, args, options) {
      const current = client;
      if (!current) throw new McpTransportError(`MCP server ${config.name} is not connected`);
      // The SDK's own request timeout is a backstop only: the engine's signal stops the call first.
      return (await current.callTool({ name: tool, arguments: args }, undefined, {
        signal: options.signal,
        timeout: options.timeoutMs + 5_000,
        ...(options.onProgress ? { onprogress: options.onProgress } : {}),
      })) as CallToolResult;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      status = { kind: "closed" };
      if (restartTimer) clearTimeout(restartTimer);
      settle(new Error(`MCP server ${config.name} is closed`));
      const current = client;
      client = undefined;
      await current?.close().catch(() => {});
      disposeProcess();
    },
  };
}
