import type { ToolInfo } from "@generated/validators/toolInfo";
import type { CompleteInput } from "../lifecycle/tool-tracker.ts";
import type { ToolProgress } from "@generated/validators/toolProgress";
import type { InputValidator } from "./input-validator.ts";
import type { ResourceLimits } from "./resource-limits.ts";
import type { ToolHost } from "./tool-host.ts";
import type { Workspace } from "./workspace.ts";

/** What a call asks the permission service for (OpenCode's permission names and patterns). */
export interface PermissionSpec {
  readonly permission: string;
  readonly patterns: readonly string[];
  readonly always: readonly string[];
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** What a tool sees while it runs. */
export interface ToolContext {
  readonly sessionID: string;
  readonly messageID: string;
  readonly callID: string;
  /** Aborted on timeout, on the caller's signal and on abortSession; the reason says which. */
  readonly signal: AbortSignal;
  /** How long this attempt may run (ms), for tools that pass a deadline on (MCP requests). */
  readonly timeoutMs: number;
  readonly workspace: Workspace;
  readonly limits: ResourceLimits;
  /** The client's files and terminals when it offers them (an ACP editor); tools fall back to local ones. */
  readonly host?: ToolHost;
  /** Merges keys into the running part's metadata (published to every watcher). */
  metadata(patch: Readonly<Record<string, unknown>>): void;
  /** Publishes a toolProgress report into the running part's metadata (`progress`). */
  progress(progress: ToolProgress): void;
}

/** What a tool returns; the engine truncates `output` and completes the part with it. */
export interface ToolResult {
  readonly output: string;
  readonly title?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
  /** Bytes the tool already dropped while collecting output (counted in the truncation marker). */
  readonly cutBytes?: number;
  /** Files the tool produced (client tools send them with their result). */
  readonly attachments?: CompleteInput["attachments"];
}

/** Whether a call may start now; a refusal is answered before any part exists (HTTP 429, gRPC RESOURCE_EXHAUSTED). */
export type Admission = { readonly kind: "admit" } | { readonly kind: "refuse"; readonly retryInMs: number; readonly message: string };

/** Where a tool comes from: built in, an MCP server, or a connected client (client-side tools). */
export type ToolSource = { readonly kind: "builtin" } | { readonly kind: "mcp"; readonly server: string } | { readonly kind: "client"; readonly clientID: string };

/** A runnable tool: its registry info, input check, permission request and implementation. */
export interface ToolDefinition<I = Record<string, unknown>> {
  readonly info: ToolInfo;
  readonly source: ToolSource;
  readonly validator: InputValidator<I>;
  /** Title for the running part, from the validated input. */
  title(input: I, workspace: Workspace): string;
  /** The permission request of a call; may throw a ToolFailureError (e.g. a path outside the workspace). */
  permission(input: I, workspace: Workspace): PermissionSpec;
  /** The tool's own default timeout in ms (a client tool's `timeoutMs`); a configured per-tool timeout still wins. */
  readonly defaultTimeoutMs?: number;
  /** Checked before the call starts (a client's rate limit); absent means always admitted. */
  admit?(): Admission;
  /** A per-call timeout the input asks for (bash `timeout`), in ms. */
  requestedTimeoutMs?(input: I): number | undefined;
  execute(input: I, context: ToolContext): Promise<ToolResult>;
}

/**
 * Forgets a tool's input type for the registry. Sound because the engine only ever passes a tool
 * the value its own validator produced.
 */
export function eraseInput<I>(tool: ToolDefinition<I>): ToolDefinition {
  return tool as unknown as ToolDefinition;
}

/** Tools that come and go outside the engine (client tools): looked up per call, by name and session. */
export interface ToolProvider {
  /** The tool a call in `sessionID` may run under `name`, if any. */
  get(name: string, sessionID: string): ToolDefinition | undefined;
  /** Every tool currently provided (for `GET /tools`). */
  all(): readonly ToolDefinition[];
  /** Called whenever the provided set changes (a client registers or goes); returns the unsubscribe. */
  subscribe?(listener: () => void): () => void;
}
