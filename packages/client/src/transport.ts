import type { ClientToolDefinition } from "@generated/validators/clientToolDefinition";
import type { ClientToolExecutionRequest } from "@generated/validators/clientToolExecutionRequest";
import type { ClientToolOutcome } from "@generated/validators/clientToolOutcome";

/** What a transport reports to the client. */
export interface TransportEvents {
  onRequest(request: ClientToolExecutionRequest): void;
  onCancel(requestID: string, reason: string): void;
  /** A server `error` message, or a server message that failed validation. */
  onError(error: Error): void;
  /** The connection ended without `close()` being called. */
  onClose(error: Error): void;
}

/** One connection to the server, WebSocket or SSE, speaking the same protocol. */
export interface Transport {
  /** Connects and registers `tools` for the session; resolves with the client's secret. */
  open(tools: readonly ClientToolDefinition[], secret: string | undefined): Promise<string | undefined>;
  /** Registers (or replaces) tools on the open connection; resolves with the client's secret. */
  register(tools: readonly ClientToolDefinition[]): Promise<string>;
  unregister(toolIDs: readonly string[]): Promise<void>;
  sendResult(requestID: string, outcome: ClientToolOutcome): Promise<void>;
  close(): void;
}

/** What every transport needs to reach the server. */
export interface TransportOptions {
  readonly baseUrl: string;
  readonly token: string;
  readonly clientID: string;
  readonly sessionID: string;
  readonly events: TransportEvents;
  readonly fetch: typeof fetch;
  readonly WebSocket: typeof WebSocket | undefined;
}
