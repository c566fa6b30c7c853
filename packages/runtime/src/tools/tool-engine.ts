import type { ToolPart } from "@generated/validators/toolPart";
import { toolProgressSchema } from "@generated/validators/toolProgress";
import { type Clock, systemClock } from "../clock/clock.ts";
import { RateLimitedError } from "../errors/runtime-error.ts";
import { isTerminal } from "../lifecycle/streaming-merge.ts";
import { createToolTimeouts, type TimeoutOptions } from "../lifecycle/tool-timeouts.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { AskPermission, AskPermissionInput } from "./ask-permission.ts";
import { builtinTools } from "./builtin/builtin-tools.ts";
import { type BreakerOptions, type CircuitBreaker, createCircuitBreaker, DEFAULT_BREAKER } from "./circuit-breaker.ts";
import { type McpServer, type McpServerConfig, type RestartOptions, DEFAULT_RESTART, startMcpServer } from "./mcp/mcp-server.ts";
import { createMcpTool } from "./mcp/mcp-tool.ts";
import { limitOutput } from "./output-limit.ts";
import { renderPrometheus } from "./prometheus.ts";
import { DEFAULT_LIMITS, detectEnforcement, type LimitEnforcement, type ResourceLimits } from "./resource-limits.ts";
import { DEFAULT_RETRY, realSleep, type RetryOptions, type Sleep, withRetry } from "./retry.ts";
import type { ToolContext, ToolDefinition, ToolProvider } from "./tool-definition.ts";
import { countsAgainstTool, type ToolFailure, ToolFailureError, toFailure } from "./tool-failure.ts";
import { createToolMetrics, type ToolStats } from "./tool-metrics.ts";
import { createToolRegistry, type ToolListing } from "./tool-registry.ts";
import { createWorkspace, type Workspace } from "./workspace.ts";
import type { ToolHost } from "./tool-host.ts";
import { memoryTodos, type TodoAccess } from "./builtin/todo-tools.ts";
import { createLspPool, type LspPool } from "../lsp/lsp-pool.ts";
import { createSandbox, type Sandbox, type SandboxOptions } from "../sandbox/sandbox.ts";

/** One tool call, as the model made it. */
export interface ExecuteInput {
  readonly sessionID: string;
  readonly messageID: string;
  readonly callID: string;
  readonly tool: string;
  readonly input: unknown;
  /** Aborting it stops the call (the part ends in error "aborted"). */
  readonly signal?: AbortSignal;
  /** Who runs the call (the transport's credential), passed to the permission service for the audit log. */
  readonly actor?: AskPermissionInput["actor"];
  /**
   * The session's own workspace (an absolute directory: an ACP session's `cwd`); default the
   * engine's. Paths resolve inside it and the sandbox makes it the one writable place.
   */
  readonly workspace?: string;
  /** The client's files and terminals (an ACP editor that offers `fs` / `terminal`), used by the file tools and bash. */
  readonly host?: ToolHost;
}

export interface ToolEngineOptions {
  /** The permission service's ask (see AskPermission). */
  readonly permissions: AskPermission;
  readonly tracker: ToolTracker;
  /** Workspace root every path must stay in; default the process's cwd. */
  readonly workspace?: string;
  /** Paths no tool may touch whatever the spelling (the runtime's data dir, config, token files). */
  readonly protectedPaths?: readonly string[];
  /** Drives circuit breakers (open periods). */
  readonly clock?: Clock;
  /** Waits between retries; injected so tests need not sleep. */
  readonly sleep?: Sleep;
  /** Per category / per tool timeouts in ms (the same options as the tracker's stuck sweep). */
  readonly timeouts?: TimeoutOptions;
  /** Upper bound of a timeout a call asks for itself (bash `timeout`), ms; default 600 000. */
  readonly maxRequestedTimeoutMs?: number;
  readonly limits?: Partial<ResourceLimits>;
  readonly retry?: Partial<RetryOptions>;
  readonly breaker?: Partial<BreakerOptions>;
  readonly mcpServers?: readonly McpServerConfig[];
  readonly mcpRestart?: Partial<RestartOptions>;
  /** Path of ripgrep; `false` forces the JS search; default `rg` from PATH. */
  readonly ripgrep?: string | false;
  /**
   * How processes (bash, MCP servers) are started: a sandbox made here from these options, or one
   * made by the embedder. Default: bubblewrap, refusing to run them where it is missing.
   */
  readonly sandbox?: Sandbox | Partial<SandboxOptions>;
  /** Where sessions' todo lists live (the runtime's store); default in memory. */
  readonly todos?: TodoAccess;
  /** Extra tools (tests, embedders). */
  readonly tools?: readonly ToolDefinition[];
  /** Tools that come and go (client-side tools), looked up per call by name and session. */
  readonly providers?: readonly ToolProvider[];
  readonly log?: (message: string) => void;
}

/** The tool invocation engine: one entry point for every tool call. */
export interface ToolEngine {
  /**
   * Runs one call through validation, permission, the lifecycle and the policies; resolves with
   * the final (terminal) part, never rejects for a tool's failure. Rejects with RateLimitedError,
   * before any part exists, when the tool refuses admission (a client over its rate limit).
   */
  execute(call: ExecuteInput): Promise<ToolPart>;
  /** The registry: built-in, MCP and client tools with category, risk, availability, breaker state (a built-in tool's as in `sessionID`). */
  list(sessionID?: string): ToolListing[];
  /** Called whenever the set of tools changes (an MCP server lists anew or goes down, a client registers or leaves). */
  onToolsChanged(listener: () => void): () => void;
  /** Per-tool counters and durations. */
  metrics(): Readonly<Record<string, ToolStats>>;
  /** The metrics in Prometheus text format (for `GET /metrics`). */
  renderPrometheus(): string;
  /** Stops every running call of a session (part error "aborted"); returns how many. */
  abortSession(sessionID: string): number;
  /** Resolves once every MCP server has finished its first start attempt. */
  ready(): Promise<void>;
  /** What the OS enforces here (prlimit, /proc, cgroup v2), one line each. */
  readonly enforcement: LimitEnforcement;
  /** The sandbox every process the engine starts runs in (its `summary` says what it is). */
  readonly sandbox: Sandbox;
  /** The language servers the code-analysis tools run on. */
  readonly lsp: LspPool;
  readonly workspace: Workspace;
  /** Aborts running calls and stops the MCP servers. */
  close(): Promise<void>;
}

interface InFlight {
  readonly sessionID: string;
  readonly controller: AbortController;
  finishing: boolean;
}

/** "timed out after 0.5 s" / "timed out after 300 s". */
function seconds(ms: number): string {
  return `${+(ms / 1000).toFixed(3)} s`;
}

const aborted = (message = "aborted") => new ToolFailureError({ kind: "aborted", message });

/** Creates the engine; MCP servers start at once (see `ready()`). */
export function createToolEngine(options: ToolEngineOptions): ToolEngine {
  const tracker = options.tracker;
  const clock = options.clock ?? systemClock;
  const sleep = options.sleep ?? realSleep;
  const log = options.log ?? (() => {});
  const limits: ResourceLimits = Object.freeze({ ...DEFAULT_LIMITS, ...options.limits });
  const retry: RetryOptions = Object.freeze({ ...DEFAULT_RETRY, ...options.retry });
  const breakerOptions: BreakerOptions = Object.freeze({ ...DEFAULT_BREAKER, ...options.breaker });
  const restart: RestartOptions = Object.freeze({ ...DEFAULT_RESTART, ...options.mcpRestart });
  const maxRequested = options.maxRequestedTimeoutMs ?? 600_000;
  const protectedPaths = options.protectedPaths ?? [];
  const workspace = createWorkspace(options.workspace, { maxFileBytes: limits.maxFileBytes, protectedPaths });
  // Sessions that bring their own workspace (ACP `cwd`): one Workspace per root, bounded.
  const sessionWorkspaces = new Map<string, Workspace>();
  const workspaceFor = (root: string | undefined): Workspace => {
    if (root === undefined || root === workspace.root) return workspace;
    let found = sessionWorkspaces.get(root);
    if (!found) {
      found = createWorkspace(root, { maxFileBytes: limits.maxFileBytes, protectedPaths });
      if (sessionWorkspaces.size >= 1_024) sessionWorkspaces.delete(sessionWorkspaces.keys().next().value!);
      sessionWorkspaces.set(root, found);
    }
    return found;
  };
  const enforcement = detectEnforcement();
  const rg = options.ripgrep === false ? undefined : (options.ripgrep ?? Bun.which("rg", { PATH: process.env.PATH ?? "" }) ?? undefined);
  const ownSandbox = !(options.sandbox && "command" in options.sandbox);
  const sandbox: Sandbox =
    options.sandbox && "command" in options.sandbox
      ? options.sandbox
      : createSandbox({ mode: "auto", protectedPaths, limits: { memoryBytes: limits.memoryBytes, cpuPercent: limits.cpuPercent }, log, ...(options.sandbox as Partial<SandboxOptions> | undefined) });
  // Language servers per workspace, in the sandbox, kept warm until the engine closes.
  const lsp = createLspPool({ sandbox, log });
  const registry = createToolRegistry([...builtinTools(enforcement, rg, sandbox, options.ripgrep === false ? "disabled by the embedder" : "ripgrep (rg) is not on PATH", options.todos ?? memoryTodos(), lsp), ...(options.tools ?? [])]);
  const mcpConfigs = options.mcpServers ?? [];
  const timeouts = createToolTimeouts({ ...options.timeouts, mcpServers: mcpConfigs.map((s) => s.name) });
  const metrics = createToolMetrics();
  const breakers = new Map<string, CircuitBreaker>();
  const inflight = new Map<string, InFlight>();

  /**
   * One breaker per thing that can break, never per session for what sessions share: an MCP
   * server's tool and a client's tool for everyone (their implementation fails for all), a built-in
   * tool per session — so one session's failures never disable a built-in tool for another.
   */
  const breakerKey = (tool: ToolDefinition, sessionID: string): string => {
    switch (tool.source.kind) {
      case "mcp":
        return `mcp\0${tool.source.server}\0${tool.info.name}`;
      case "client":
        return `client\0${tool.source.clientID}\0${tool.info.name}`;
      case "builtin":
        return `builtin\0${tool.info.name}\0${sessionID}`;
      default: {
        const never: never = tool.source;
        return never;
      }
    }
  };
  const breakerFor = (key: string): CircuitBreaker => {
    let breaker = breakers.get(key);
    if (!breaker) {
      // Bounded: closed breakers with no failures carry nothing and go first.
      if (breakers.size >= 10_000) for (const [k, b] of breakers) if (b.state().kind === "closed" && (b.state() as { failures: number }).failures === 0) breakers.delete(k);
      breaker = createCircuitBreaker(breakerOptions, clock);
      breakers.set(key, breaker);
    }
    return breaker;
  };

  const toolListeners = new Set<() => void>();
  const toolsChanged = () => {
    for (const listener of [...toolListeners]) {
      try {
        listener();
      } catch (error) {
        log(`a tools-changed listener failed: ${String(error)}`);
      }
    }
  };
  const servers = new Map<string, McpServer>();
  const firstStarts: Promise<void>[] = [];
  for (const config of mcpConfigs) {
    const server = startMcpServer(config, restart, log, (argv, env, cwd) => sandbox.command({ argv, cwd: cwd ?? workspace.root, workspace: workspace.root, network: `mcp:${config.name}`, ...(env ? { env } : {}) }));
    servers.set(config.name, server);
    server.onChange(() => {
      registry.replaceServer(config.name, server.tools().map((tool) => createMcpTool(server, tool, sandbox.support.kind)));
      toolsChanged();
    });
    firstStarts.push(server.ready(new AbortController().signal).catch(() => {}));
  }

  const providers = options.providers ?? [];
  const providerSubscriptions = providers.map((provider) => provider.subscribe?.(toolsChanged));
  const lookup = (name: string, sessionID: string): ToolDefinition | undefined => {
    const own = registry.get(name);
    if (own) return own;
    for (const provider of providers) {
      const tool = provider.get(name, sessionID);
      if (tool) return tool;
    }
    return undefined;
  };
  const everyTool = (): ToolDefinition[] => [...registry.all(), ...providers.flatMap((p) => p.all())];

  const timeoutFor = (tool: ToolDefinition): number => {
    const name = tool.info.name;
    const perTool = options.timeouts?.tools?.[name];
    if (perTool !== undefined) return perTool;
    if (tool.defaultTimeoutMs !== undefined) return tool.defaultTimeoutMs;
    if (tool.source.kind === "mcp") {
      const serverTimeout = servers.get(tool.source.server)?.config.timeoutMs;
      if (serverTimeout !== undefined) return serverTimeout;
    }
    return timeouts.timeoutFor(name).ms;
  };

  // A part we run that the tracker ended elsewhere (stuck sweep, session abort route) must stop its work too.
  const unsubscribe = tracker.subscribe((event) => {
    const part = event.properties.part;
    const entry = inflight.get(part.id);
    if (entry && !entry.finishing && isTerminal(part.state.status) && part.state.status === "error") {
      entry.controller.abort(aborted(`aborted: ${part.state.error}`));
    }
  });

  /** Applies a lifecycle step unless the part was already ended elsewhere (then the part as it is wins). */
  const settle = (partID: string, step: () => ToolPart): ToolPart => {
    const current = tracker.get(partID);
    if (current && isTerminal(current.state.status)) return current;
    return step();
  };

  const availabilityOf = (tool: ToolDefinition): string => {
    switch (tool.source.kind) {
      case "builtin":
      case "client":
        return "available";
      case "mcp": {
        const status = servers.get(tool.source.server)?.status();
        if (!status) return "available";
        switch (status.kind) {
          case "ready":
            return "available";
          case "starting":
            return "unavailable: MCP server starting";
          case "down":
            return `unavailable: MCP server down (${status.error}), restarting in ${status.restartInMs} ms`;
          case "closed":
            return "unavailable: MCP server closed";
          default: {
            const never: never = status;
            return never;
          }
        }
      }
      default: {
        const never: never = tool.source;
        return never;
      }
    }
  };

  const execute = async (call: ExecuteInput): Promise<ToolPart> => {
    const tool = lookup(call.tool, call.sessionID);
    const admission = tool?.admit?.();
    if (admission?.kind === "refuse") throw new RateLimitedError(admission.message, admission.retryInMs);
    const started = performance.now();
    const done = metrics.begin(call.tool);
    const input = typeof call.input === "object" && call.input !== null && !Array.isArray(call.input) ? (call.input as Record<string, unknown>) : {};
    const part = tracker.start({ sessionID: call.sessionID, messageID: call.messageID, callID: call.callID, tool: call.tool, input });
    const entry: InFlight = { sessionID: call.sessionID, controller: new AbortController(), finishing: false };
    const signal = entry.controller.signal;
    const onCallerAbort = () => entry.controller.abort(aborted());
    inflight.set(part.id, entry);
    if (call.signal?.aborted) onCallerAbort();
    else call.signal?.addEventListener("abort", onCallerAbort, { once: true });

    let callWorkspace: Workspace;
    const failWith = (failure: ToolFailure): ToolPart => {
      entry.finishing = true;
      done({ kind: "error", timeout: failure.kind === "timeout" }, performance.now() - started);
      return settle(part.id, () => tracker.fail(part.id, failure.message, { failure: failure.kind }));
    };

    try {
      try {
        callWorkspace = workspaceFor(call.workspace);
      } catch (error) {
        return failWith({ kind: "unsafe-input", message: `workspace ${JSON.stringify(call.workspace)}: ${error instanceof Error ? error.message : String(error)}` });
      }
      if (!tool) return failWith({ kind: "unknown-tool", message: `unknown tool "${call.tool}"; available: ${everyTool().filter((t) => lookup(t.info.name, call.sessionID) === t).map((t) => t.info.name).join(", ")}` });
      const checked = tool.validator(call.input);
      if (checked.kind === "invalid") return failWith({ kind: "invalid-input", message: `invalid input for tool "${call.tool}": ${checked.issues.join("; ")}`, issues: checked.issues });
      const value = checked.value;

      const breaker = breakerFor(breakerKey(tool, call.sessionID));
      const admission = breaker.admit();
      if (admission.kind === "reject") {
        const state = breaker.state();
        const why = state.kind === "open" ? `after ${state.failures} consecutive failures; retry in ${seconds(Math.max(0, admission.retryInMs))}` : "while a probe call decides whether it recovered";
        return failWith({ kind: "circuit-open", message: `tool "${tool.info.name}" is temporarily disabled (circuit breaker open) ${why}` });
      }
      let verdict: "success" | "failure" | "none" = "none";
      try {
        let spec;
        let title;
        try {
          spec = tool.permission(value, callWorkspace);
          title = tool.title(value, callWorkspace);
        } catch (error) {
          return failWith(toFailure(error));
        }
        const asked = performance.now();
        try {
          await options.permissions({
            sessionID: call.sessionID,
            permission: spec.permission,
            patterns: spec.patterns,
            always: spec.always,
            ...(spec.metadata ? { metadata: spec.metadata } : {}),
            tool: { messageID: call.messageID, callID: call.callID },
            ...(tool.info.riskLevel ? { riskLevel: tool.info.riskLevel } : {}),
            ...(call.actor ? { actor: call.actor } : {}),
            signal,
          });
        } catch (error) {
          metrics.permissionWait(call.tool, performance.now() - asked);
          if (signal.aborted) return failWith(toFailure(signal.reason));
          return failWith({ kind: "permission", message: error instanceof Error ? error.message : String(error) });
        }
        metrics.permissionWait(call.tool, performance.now() - asked);
        if (signal.aborted) return failWith(toFailure(signal.reason));

        const requested = tool.requestedTimeoutMs?.(value);
        const timeoutMs = requested !== undefined ? Math.min(requested, maxRequested) : timeoutFor(tool);
        settle(part.id, () => tracker.run(part.id, { title, metadata: { category: tool.info.categories[0], riskLevel: tool.info.riskLevel, timeoutMs, ...(tool.source.kind === "mcp" ? { sandbox: sandbox.support.kind } : {}) } }));
        const timer = setTimeout(() => entry.controller.abort(new ToolFailureError({ kind: "timeout", ms: timeoutMs, message: `timed out after ${seconds(timeoutMs)}` })), timeoutMs);
        const patch = (metadata: Readonly<Record<string, unknown>>) => {
          const current = tracker.get(part.id);
          if (current && current.state.status === "running") tracker.run(part.id, { metadata });
        };
        const context: ToolContext = {
          sessionID: call.sessionID,
          messageID: call.messageID,
          callID: call.callID,
          signal,
          timeoutMs,
          workspace: callWorkspace,
          limits,
          ...(call.host ? { host: call.host } : {}),
          metadata: patch,
          progress: (progress) => patch({ progress: toolProgressSchema.parse(progress) }),
        };
        const outcome = await withRetry(() => tool.execute(value, context), retry, sleep, signal, (failure, n, delayMs) => {
          log(`${tool.info.name}: attempt ${n} failed (${failure.message}); retrying in ${delayMs} ms`);
          patch({ retries: n, lastError: failure.message });
        }).finally(() => clearTimeout(timer));

        // A timeout or abort decides the outcome even if the tool then threw something else.
        const failure = signal.aborted ? toFailure(signal.reason) : outcome.kind === "failed" ? outcome.failure : undefined;
        if (failure) {
          verdict = countsAgainstTool(failure, tool.source.kind) ? "failure" : "none";
          return failWith(failure);
        }
        if (outcome.kind !== "ok") throw new Error("unreachable: a failed outcome carries a failure");
        verdict = "success";
        const result = outcome.value;
        const limited = limitOutput(result.output, limits.maxOutputBytes, result.cutBytes ?? 0);
        entry.finishing = true;
        done({ kind: "success", truncated: limited.truncated, fallback: typeof result.metadata?.fallback === "string" }, performance.now() - started);
        return settle(part.id, () =>
          tracker.complete(part.id, {
            output: limited.output,
            ...(result.title ? { title: result.title } : {}),
            ...(result.attachments && result.attachments.length > 0 ? { attachments: result.attachments } : {}),
            metadata: { ...result.metadata, attempts: outcome.attempts, ...(limited.truncated ? { truncated: true, truncatedBytes: limited.cut } : {}) },
          }),
        );
      } finally {
        if (verdict === "success") breaker.success();
        else if (verdict === "failure") breaker.failure();
        else breaker.release();
      }
    } catch (error) {
      // Only a bug gets here (the lifecycle refused a step): still end the part, never leave it running.
      log(`${call.tool}: engine error: ${error instanceof Error ? error.stack : String(error)}`);
      return failWith({ kind: "tool", message: `internal error: ${error instanceof Error ? error.message : String(error)}` });
    } finally {
      inflight.delete(part.id);
      call.signal?.removeEventListener("abort", onCallerAbort);
    }
  };

  const engine: ToolEngine = {
    execute,
    enforcement,
    sandbox,
    lsp,
    workspace,
    list(sessionID) {
      return everyTool().map((tool): ToolListing => {
        const availability = availabilityOf(tool);
        // A built-in tool's breakers are per session: the listing shows the one of `sessionID`, closed without one.
        const breaker = tool.source.kind === "builtin" && sessionID === undefined ? ({ kind: "closed", failures: 0 } as const) : breakerFor(breakerKey(tool, sessionID ?? "")).state();
        const source = tool.source;
        return {
          name: tool.info.name,
          description: tool.info.description,
          source: source.kind,
          ...(source.kind === "mcp" ? { server: source.server } : {}),
          categories: tool.info.categories,
          riskLevel: tool.info.riskLevel,
          available: availability === "available" && breaker.kind !== "open",
          availability: breaker.kind === "open" ? "unavailable: circuit breaker open" : availability,
          breaker,
          timeoutMs: timeoutFor(tool),
          inputSchema: tool.info.inputSchema,
          outputSchema: tool.info.outputSchema,
          permissions: tool.info.permissions,
        };
      });
    },
    onToolsChanged(listener) {
      toolListeners.add(listener);
      return () => toolListeners.delete(listener);
    },
    metrics: () => metrics.snapshot(),
    renderPrometheus: () => renderPrometheus(metrics.snapshot()),
    abortSession(sessionID) {
      let count = 0;
      for (const entry of inflight.values()) {
        if (entry.sessionID !== sessionID || entry.controller.signal.aborted) continue;
        entry.controller.abort(aborted());
        count++;
      }
      return count;
    },
    ready: () => Promise.all(firstStarts).then(() => {}),
    async close() {
      unsubscribe();
      for (const off of providerSubscriptions) off?.();
      toolListeners.clear();
      for (const entry of inflight.values()) entry.controller.abort(aborted("aborted: the engine is closing"));
      await Promise.all([...servers.values()].map((server) => server.close()));
      await lsp.close();
      if (ownSandbox) await sandbox.close();
    },
  };
  return Object.freeze(engine);
}
