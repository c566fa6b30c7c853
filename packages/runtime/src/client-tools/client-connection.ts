import type { ClientToolsServerMessage } from "@generated/validators/clientToolsServerMessage";

/** How the server reaches one connected client: a WebSocket, a gRPC Connect stream or an SSE stream. */
export interface ClientConnection {
  readonly transport: "websocket" | "grpc" | "sse";
  /** Sends one message (already checked against its schema by the registry). */
  send(message: ClientToolsServerMessage): void;
  /** Closes the connection from the server's side (another connection of the same client took over). */
  close(reason: string): void;
}
