import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import { backoffDelay, DEFAULT_RECONNECT, type ReconnectPolicy } from "./backoff.ts";
import { createSseTransport } from "./sse-transport.ts";
import { type ClientTool, createToolRunner, definitionOf } from "./tool-handlers.ts";
import type { Transport, TransportOptions } from "./transport.ts";
import { createWebSocketTransport } from "./websocket-transport.ts";

export interface ClientToolsOptions {
  /** The server's HTTP base URL, e.g. `http://127.0.0.1:4096`. */
  readonly baseUrl: string;
  /** A bearer token with the user role. */
  readonly token: string;
  /** The session the tools are offered to. */
  readonly sessionID: string;
  /** 1–64 letters, digits or `-`; a random one by default. */
  readonly clientID?: string;
  readonly transport?: "websocket" | "sse";
  readonly reconnect?: Partial<ReconnectPolicy>;
  /** A WebSocket implementation where the runtime has none (Node 20). */
  readonly WebSocket?: typeof WebSocket;
  readonly fetch?: typeof fetch;
}

/** Lifecycle events of the connection. */
export interface ClientToolsEvents {
  connected: { readonly clientID: string };
  disconnected: { readonly error: Error };
  reconnecting: { readonly attempt: number; readonly delayMs: number };
  /** Reconnecting gave up, or close() was called. */
  closed: { readonly error?: Error };
  /** A server error message, a result the server refused, or a handler problem. */
  error: { readonly error: Error };
}

/** A set of client-side tools connected to one server and session. */
export interface ClientToolsClient {
  readonly clientID: string;
  /** Adds (or replaces, by id) a tool; registered at once when connected. Resolves with its server name `client_<clientID>_<id>`. */
  register<I = Record<string, unknown>>(tool: ClientTool<I>): Promise<string>;
  /** Removes a tool. */
  unregister(id: string): Promise<void>;
  /** Connects and registers every tool; rejects when the first connection fails. */
  connect(): Promise<void>;
  /** Disconnects for good. */
  close(): void;
  on<E extends keyof ClientToolsEvents>(event: E, listener: (payload: ClientToolsEvents[E]) => void): () => void;
}

const randomID = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(/_/g, "-");

/**
 * Creates the client: register tools, connect, and every execution request the server sends
 * runs the matching `execute` with an AbortSignal (cancelled on server timeout or abort). A lost
 * connection reconnects with backoff (1 s doubling to 30 s, 5 tries) and registers the tools again.
 */
export function createClientTools(options: ClientToolsOptions): ClientToolsClient {
  const clientID = options.clientID ?? randomID();
  const policy: ReconnectPolicy = Object.freeze({ ...DEFAULT_RECONNECT, ...options.reconnect });
  const tools = new Map<string, ClientTool<never>>();
  const listeners = new Map<keyof ClientToolsEvents, Set<(payload: never) => void>>();
  const runner = createToolRunner(tools, () => clientID);
  let secret: string | undefined;
  let state: "idle" | "connecting" | "connected" | "reconnecting" | "closed" = "idle";

  const emit = <E extends keyof ClientToolsEvents>(event: E, payload: ClientToolsEvents[E]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: ClientToolsEvents[E]) => void)(payload);
  };
  const definitions = (): ClientToolDefinition[] => [...tools.values()].map(definitionOf);

  const transportOptions: TransportOptions = {
    baseUrl: options.baseUrl,
    token: options.token,
    clientID,
    sessionID: options.sessionID,
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    WebSocket: options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket,
    events: {
      onRequest(request) {
        void runner.run(request).then(async (outcome) => {
          if (!outcome || state !== "connected") return;
          try {
            await transport.sendResult(request.requestID, outcome);
          } catch (error) {
            emit("error", { error: error as Error });
          }
        });
      },
      onCancel: (requestID, reason) => runner.cancel(requestID, reason),
      onError: (error) => emit("error", { error }),
      onClose(error) {
        if (state !== "connected") return;
        runner.cancelAll("disconnected");
        emit("disconnected", { error });
        void reconnect(error);
      },
    },
  };
  const transport: Transport = options.transport === "sse" ? createSseTransport(transportOptions) : createWebSocketTransport(transportOptions);

  const reconnect = async (cause: Error) => {
    state = "reconnecting";
    let last = cause;
    for (let attempt = 1; attempt <= policy.tries; attempt++) {
      const delayMs = backoffDelay(policy, attempt);
      emit("reconnecting", { attempt, delayMs });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (state !== "reconnecting") return;
      try {
        secret = (await transport.open(definitions(), secret)) ?? secret;
        if (state !== "reconnecting") return transport.close();
        state = "connected";
        emit("connected", { clientID });
        return;
      } catch (error) {
        last = error as Error;
      }
    }
    state = "closed";
    emit("closed", { error: new Error(`gave up after ${policy.tries} reconnect attempts: ${last.message}`) });
  };

  return {
    clientID,
    async register(tool) {
      tools.set(tool.id, tool as ClientTool<never>);
      if (state === "connected") secret = await transport.register([definitionOf(tool as ClientTool<never>)]);
      return `client_${clientID}_${tool.id}`;
    },
    async unregister(id) {
      tools.delete(id);
      if (state === "connected") await transport.unregister([id]);
    },
    async connect() {
      if (state === "connected" || state === "connecting") return;
      state = "connecting";
      try {
        secret = (await transport.open(definitions(), secret)) ?? secret;
      } catch (error) {
        state = "idle";
        throw error;
      }
      state = "connected";
      emit("connected", { clientID });
    },
    close() {
      const was = state;
      state = "closed";
      runner.cancelAll("client closed");
      transport.close();
      if (was !== "closed") emit("closed", {});
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
  };
}
