import { randomBytes, timingSafeEqual, createHash } from "node:crypto";
import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import type { ClientToolOutcome } from "@generated/validators/clientToolOutcome";
import { type ClientToolsServerMessage } from "@generated/validators/clientToolsServerMessage";
import { checkClientToolsServerMessage } from "@generated/guards/clientToolsServerMessage";
import { type Clock, systemClock } from "../clock/clock.ts";
import { AlreadyExistsError, NotFoundError, RuntimeError } from "../errors/runtime-error.ts";
import type { ToolDefinition, ToolProvider } from "../tools/tool-definition.ts";
import { ToolFailureError } from "../tools/tool-failure.ts";
import { checked } from "../validation/check-guard.ts";
import type { ClientConnection } from "./client-connection.ts";
import { checkClientID, checkToolID, clientToolName } from "./client-id.ts";
import { createClientTool } from "./client-tool.ts";
import { compileParameters, type CompiledParameters } from "./parameters-schema.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.ts";

/** Limits and timings of the client-tool registry; every one bounds memory or time. */
export interface ClientToolsOptions {
  readonly clock?: Clock;
  /** How long a disconnected client's tools stay registered, waiting for it to reconnect (ms); default 10 000. */
  readonly graceMs?: number;
  /** How long a call waits for a client's result unless the tool sets `timeoutMs`; default 30 000. */
  readonly defaultTimeoutMs?: number;
  /** Execution requests per minute per client; default 100. */
  readonly requestsPerMinute?: number;
  /** Clients registered at once; default 1024. */
  readonly maxClients?: number;
  /** Tools per client, over all its sessions; default 128. */
  readonly maxToolsPerClient?: number;
  readonly log?: (message: string) => void;
}

export const DEFAULT_CLIENT_TOOLS: Required<Omit<ClientToolsOptions, "clock" | "log">> = Object.freeze({
  graceMs: 10_000,
  defaultTimeoutMs: 30_000,
  requestsPerMinute: 100,
  maxClients: 1024,
  maxToolsPerClient: 128,
});

/** What proves a caller is the client: its secret (HTTP) or the connection it is bound to (WebSocket, gRPC). */
export type ClientProof = { readonly kind: "secret"; readonly secret: string | undefined } | { readonly kind: "connection"; readonly connection: ClientConnection };

/** One tool as a client registered it. */
interface RegisteredTool {
  readonly id: string;
  readonly sessionID: string;
  readonly definition: ClientToolDefinition;
  readonly compiled: CompiledParameters;
  readonly tool: ToolDefinition;
}

interface PendingExecution {
  readonly clientID: string;
  settle(outcome: { kind: "result"; outcome: ClientToolOutcome } | { kind: "gone"; message: string }): void;
}

interface ClientRecord {
  readonly clientID: string;
  readonly secret: string;
  readonly limiter: RateLimiter;
  /** sessionID → tool id → tool. */
  readonly sessions: Map<string, Map<string, RegisteredTool>>;
  readonly pending: Set<string>;
  connection: ClientConnection | undefined;
  graceTimer: ReturnType<typeof setTimeout> | undefined;
}

/** What `register` answers: the registered names and the client's secret. */
export interface Registration {
  readonly sessionID: string;
  readonly registered: string[];
  readonly clientSecret: string;
}

/** A summary row of one client, for logs and tests. */
export interface ClientSummary {
  readonly clientID: string;
  readonly connected: boolean;
  readonly transport: ClientConnection["transport"] | undefined;
  readonly tools: number;
  readonly inFlight: number;
}

/**
 * Client-side tools: the tools connected clients registered, per client and session, and the
 * execution requests in flight to them. Not persistent: a client's tools live while it is
 * connected plus a grace period for reconnects. Engine-facing, it is a ToolProvider; transports
 * drive it through register / attach / submit / unregister, each checking ownership.
 */
export interface ClientTools extends ToolProvider {
  /** Registers (or replaces, by id) tools for one session; creates the client on first use. */
  register(clientID: string, sessionID: string, tools: readonly ClientToolDefinition[], proof: ClientProof): Registration;
  /** Removes tools (by id or registered name; all when `toolIDs` is absent) of one session or all; returns the names removed. */
  unregister(clientID: string, proof: ClientProof, scope: { readonly sessionID?: string; readonly toolIDs?: readonly string[] }): string[];
  /**
   * Binds a live connection to the client (creating the client if new). A client that exists
   * must prove itself with its secret; a connection it already had is replaced and closed.
   * `resume` (SSE) only binds a client registered before. Returns the client's secret.
   */
  attach(clientID: string, connection: ClientConnection, secret: string | undefined, mode: "create-or-resume" | "resume"): string;
  /** The connection went away: in-flight requests fail at once; the tools go after the grace period. */
  detach(clientID: string, connection: ClientConnection): void;
  /**
   * Delivers a client's result; NOT_FOUND (nothing changes) for an unknown, foreign or already
   * answered request. Over HTTP the client is the request's own, proven by the secret (`clientID` undefined).
   */
  submit(clientID: string | undefined, proof: ClientProof, requestID: string, outcome: ClientToolOutcome): void;
  clients(): ClientSummary[];
  /** Drops every client and fails what is in flight. */
  close(): void;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant-time comparison of a presented secret with the client's. */
function secretMatches(expected: string, presented: string | undefined): boolean {
  if (presented === undefined) return false;
  return timingSafeEqual(digest(expected), digest(presented));
}

/** Whether the caller is the client: its secret (HTTP) or the connection it is bound to. */
function proves(record: ClientRecord, proof: ClientProof): boolean {
  return proof.kind === "secret" ? secretMatches(record.secret, proof.secret) : record.connection === proof.connection;
}

/** Creates the registry. */
export function createClientTools(options: ClientToolsOptions = {}): ClientTools {
  const settings = Object.freeze({ ...DEFAULT_CLIENT_TOOLS, ...stripUndefined(options) });
  const clock = options.clock ?? systemClock;
  const log = options.log ?? (() => {});
  const clients = new Map<string, ClientRecord>();
  const pending = new Map<string, PendingExecution>();
  /** Registered name → sessionID → tool. */
  const byName = new Map<string, Map<string, RegisteredTool>>();

  const notFound = (clientID: string) => new NotFoundError(`no client ${clientID} of yours: unknown client, or the X-Toolwire-Client-Secret does not match`);

  /** The client record when the proof holds; NOT_FOUND otherwise, so a stranger learns nothing. */
  const owned = (clientID: string, proof: ClientProof): ClientRecord => {
    const record = clients.get(clientID);
    if (!record || !proves(record, proof)) throw notFound(clientID);
    return record;
  };

  const startGrace = (record: ClientRecord) => {
    clearTimeout(record.graceTimer);
    record.graceTimer = setTimeout(() => {
      if (record.connection || clients.get(record.clientID) !== record) return;
      log(`client tools: ${record.clientID} did not reconnect within ${settings.graceMs} ms; its tools are removed`);
      drop(record);
    }, settings.graceMs);
    record.graceTimer.unref?.();
  };

  const create = (clientID: string): ClientRecord => {
    checkClientID(clientID);
    if (clients.size >= settings.maxClients) throw new RuntimeError("RESOURCE_EXHAUSTED", `too many clients registered (${settings.maxClients}); try again later`);
    const record: ClientRecord = {
      clientID,
      secret: `cs_${randomBytes(24).toString("base64url")}`,
      limiter: createRateLimiter(settings.requestsPerMinute, clock),
      sessions: new Map(),
      pending: new Set(),
      connection: undefined,
      graceTimer: undefined,
    };
    clients.set(clientID, record);
    return record;
  };

  const listeners = new Set<() => void>();
  /** Tells subscribers (ACP sessions' command lists) that the set of client tools changed. */
  const changed = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch (error) {
        log(`client tools: a change listener failed: ${String(error)}`);
      }
    }
  };

  const removeTool = (tool: RegisteredTool, record: ClientRecord) => {
    record.sessions.get(tool.sessionID)?.delete(tool.id);
    if (record.sessions.get(tool.sessionID)?.size === 0) record.sessions.delete(tool.sessionID);
    const sessions = byName.get(tool.tool.info.name);
    sessions?.delete(tool.sessionID);
    if (sessions?.size === 0) byName.delete(tool.tool.info.name);
    tool.compiled.release();
    queueMicrotask(changed);
  };

  const failPending = (record: ClientRecord, message: string) => {
    for (const requestID of [...record.pending]) pending.get(requestID)?.settle({ kind: "gone", message });
  };

  const drop = (record: ClientRecord) => {
    clearTimeout(record.graceTimer);
    failPending(record, "Client disconnected");
    for (const tools of [...record.sessions.values()]) for (const tool of [...tools.values()]) removeTool(tool, record);
    clients.delete(record.clientID);
  };

  const toolCount = (record: ClientRecord) => [...record.sessions.values()].reduce((n, tools) => n + tools.size, 0);

  /** Sends a server message after checking it against its schema: a bug here must not reach a client as a malformed message. */
  const send = (connection: ClientConnection, message: ClientToolsServerMessage) => connection.send(checked(checkClientToolsServerMessage, message, "ClientToolsServerMessage"));

  /** Runs one execution on the owning client: request out, result (or cancel) back. */
  const dispatch = (record: ClientRecord, tool: RegisteredTool, input: Record<string, unknown>, call: { sessionID: string; messageID: string; callID: string; signal: AbortSignal }) =>
    new Promise<ClientToolOutcome>((resolve, reject) => {
      const connection = record.connection;
      if (!connection || clients.get(record.clientID) !== record) {
        reject(unavailable(`client ${record.clientID} is not connected (it may be reconnecting)`));
        return;
      }
      const requestID = `ctr_${randomBytes(12).toString("base64url")}`;
      const finish = () => {
        pending.delete(requestID);
        record.pending.delete(requestID);
        call.signal.removeEventListener("abort", onAbort);
      };
      const onAbort = () => {
        finish();
        const reason = call.signal.reason instanceof Error ? call.signal.reason.message : "aborted";
        // Tell the client to stop; its handler's AbortSignal fires. A result sent later gets NOT_FOUND.
        if (record.connection) send(record.connection, { type: "cancel", requestID, reason });
        reject(call.signal.reason);
      };
      pending.set(requestID, {
        clientID: record.clientID,
        settle(result) {
          finish();
          if (result.kind === "result") resolve(result.outcome);
          else reject(unavailable(result.message));
        },
      });
      record.pending.add(requestID);
      call.signal.addEventListener("abort", onAbort, { once: true });
      if (call.signal.aborted) return onAbort();
      send(connection, {
        type: "request",
        request: { type: "client-tool-request", requestID, sessionID: call.sessionID, messageID: call.messageID, callID: call.callID, tool: tool.tool.info.name, input },
      });
    });

  const registry: ClientTools = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    register(clientID, sessionID, definitions, proof) {
      checkClientID(clientID);
      let record = clients.get(clientID);
      if (record) {
        if (!proves(record, proof)) throw new AlreadyExistsError(`client ID ${clientID} is registered by another client: send its X-Toolwire-Client-Secret, or choose another client ID`);
      }
      // Check and compile everything before changing anything: a registration applies whole or not at all.
      const seen = new Set<string>();
      const compiled: { definition: ClientToolDefinition; compiled: CompiledParameters }[] = [];
      try {
        definitions.forEach((definition, index) => {
          checkToolID(definition.id, `/tools/${index}/id`);
          if (seen.has(definition.id)) throw new AlreadyExistsError(`tool id ${definition.id} appears twice in one registration (/tools/${index}/id)`);
          seen.add(definition.id);
          compiled.push({ definition, compiled: compileParameters(definition.parameters, `/tools/${index}/parameters`) });
        });
      } catch (error) {
        for (const c of compiled) c.compiled.release();
        throw error;
      }
      const existing = record?.sessions.get(sessionID);
      const added = [...seen].filter((id) => !existing?.has(id)).length;
      const total = (record ? toolCount(record) : 0) + added;
      if (total > settings.maxToolsPerClient) {
        for (const c of compiled) c.compiled.release();
        throw new RuntimeError("RESOURCE_EXHAUSTED", `client ${clientID} would have ${total} tools; the limit is ${settings.maxToolsPerClient}`);
      }
      if (!record) {
        record = create(clientID);
        if (proof.kind === "connection") record.connection = proof.connection;
        // Registered over HTTP and never connected: the tools wait for its SSE stream only as long as a reconnect would.
        else startGrace(record);
      }
      const owner = record;
      let tools = owner.sessions.get(sessionID);
      if (!tools) owner.sessions.set(sessionID, (tools = new Map()));
      const registered: string[] = [];
      for (const { definition, compiled: schema } of compiled) {
        // Replacing by id: the new entry overwrites the old one in both maps below.
        tools.get(definition.id)?.compiled.release();
        const name = clientToolName(clientID, definition.id);
        const entry: RegisteredTool = {
          id: definition.id,
          sessionID,
          definition,
          compiled: schema,
          tool: createClientTool({
            name,
            clientID,
            definition,
            validator: schema.validator,
            timeoutMs: definition.timeoutMs ?? settings.defaultTimeoutMs,
            admit: () => {
              const taken = owner.limiter.take();
              return taken.ok
                ? { kind: "admit" }
                : { kind: "refuse", retryInMs: taken.retryInMs, message: `client ${clientID} is over its rate limit of ${settings.requestsPerMinute} execution requests a minute; retry in ${Math.ceil(taken.retryInMs / 1000)} s` };
            },
            run: (input, call) => dispatch(owner, entry, input, call),
          }),
        };
        tools.set(definition.id, entry);
        let sessions = byName.get(name);
        if (!sessions) byName.set(name, (sessions = new Map()));
        sessions.set(sessionID, entry);
        registered.push(name);
      }
      if (tools.size === 0) owner.sessions.delete(sessionID);
      if (registered.length > 0) queueMicrotask(changed);
      return { sessionID, registered, clientSecret: owner.secret };
    },

    unregister(clientID, proof, scope) {
      const record = owned(clientID, proof);
      const removed: string[] = [];
      for (const [sessionID, tools] of [...record.sessions]) {
        if (scope.sessionID !== undefined && sessionID !== scope.sessionID) continue;
        for (const tool of [...tools.values()]) {
          const name = tool.tool.info.name;
          if (scope.toolIDs && !scope.toolIDs.includes(tool.id) && !scope.toolIDs.includes(name)) continue;
          removeTool(tool, record);
          removed.push(name);
        }
      }
      return removed;
    },

    attach(clientID, connection, secret, mode) {
      checkClientID(clientID);
      let record = clients.get(clientID);
      if (!record && mode === "resume") throw notFound(clientID);
      if (record && !secretMatches(record.secret, secret)) {
        // An SSE stream only ever resumes: to a stranger, a client that is not theirs does not exist.
        if (mode === "resume") throw notFound(clientID);
        throw new AlreadyExistsError(
          record.connection
            ? `client ID ${clientID} is connected already; a second connection must present the client's secret`
            : `client ID ${clientID} is held for its client to reconnect; present its secret, or choose another client ID`,
        );
      }
      record ??= create(clientID);
      const previous = record.connection;
      record.connection = connection;
      clearTimeout(record.graceTimer);
      record.graceTimer = undefined;
      if (previous && previous !== connection) {
        // The client came back on a new connection before the old one was seen to close.
        failPending(record, "Client disconnected");
        previous.close("replaced by a new connection of the same client");
      }
      return record.secret;
    },

    detach(clientID, connection) {
      const record = clients.get(clientID);
      if (!record || record.connection !== connection) return;
      record.connection = undefined;
      failPending(record, "Client disconnected");
      startGrace(record);
    },

    submit(clientID, proof, requestID, outcome) {
      const entry = pending.get(requestID);
      const missing = () => new NotFoundError(`no execution request ${requestID} waiting for this client (unknown, another client's, already answered or cancelled)`);
      if (!entry || (clientID !== undefined && entry.clientID !== clientID)) throw missing();
      try {
        owned(entry.clientID, proof);
      } catch {
        throw missing();
      }
      entry.settle({ kind: "result", outcome });
    },

    get(name, sessionID) {
      return byName.get(name)?.get(sessionID)?.tool;
    },

    all() {
      const out: ToolDefinition[] = [];
      // One listing per name: the same tool registered for several sessions is one tool.
      for (const sessions of byName.values()) {
        const first = sessions.values().next().value;
        if (first) out.push(first.tool);
      }
      return out;
    },

    clients() {
      return [...clients.values()].map((record) => ({
        clientID: record.clientID,
        connected: record.connection !== undefined,
        transport: record.connection?.transport,
        tools: toolCount(record),
        inFlight: record.pending.size,
      }));
    },

    close() {
      for (const record of [...clients.values()]) drop(record);
    },
  };
  return Object.freeze(registry);
}

/** A client that is not there to answer: the part ends in error with this message. */
const unavailable = (message: string) => new ToolFailureError({ kind: "unavailable", message });

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
