import { checkClientToolsClientMessage } from "@generated/guards/clientToolsClientMessage";
import type { ClientToolsServerMessage } from "@generated/validators/clientToolsServerMessage";
import { mapError } from "../errors/error-mapping.ts";
import { checked } from "../validation/check-guard.ts";
import type { ClientConnection } from "./client-connection.ts";
import type { ClientTools } from "./client-tool-registry.ts";

/** One connected client on a message transport (WebSocket, gRPC Connect): the same protocol on both. */
export interface ClientChannel {
  /** Handles one decoded client message; every failure is answered with an `error` message and the channel stays open. */
  receive(message: unknown): void;
  /** Reports a frame that could not even be decoded (bad JSON, bad protobuf) as an `error` message. */
  refuse(error: unknown): void;
  /** The transport closed: in-flight requests fail, the tools wait out the grace period. */
  closed(): void;
}

export interface ClientChannelOptions {
  readonly tools: ClientTools;
  readonly clientID: string;
  readonly connection: ClientConnection;
  /** Throws unless the connection's credential may use this session. */
  checkSession(sessionID: string): void;
  readonly log?: (message: string) => void;
}

/**
 * The WebSocket message protocol of the seed, over any bound connection: `register` answers
 * `registered` (with the client's secret), `result` delivers an outcome, `unregister` removes
 * tools; a malformed or refused message gets an `error` naming the field or the reason.
 */
export function createClientChannel(options: ClientChannelOptions): ClientChannel {
  const { tools, clientID, connection } = options;
  const proof = { kind: "connection", connection } as const;
  const sendError = (error: unknown, requestID?: string) => {
    const mapped = mapError(error);
    if (mapped.code === "INTERNAL") options.log?.(`client tools: internal error for ${clientID}: ${(error as Error)?.stack ?? String(error)}`);
    const reply: ClientToolsServerMessage = { type: "error", error: mapped.message, code: mapped.code, ...(requestID !== undefined ? { requestID } : {}) };
    connection.send(reply);
  };
  return {
    receive(raw) {
      const requestID = typeof raw === "object" && raw !== null && typeof (raw as { requestID?: unknown }).requestID === "string" ? (raw as { requestID: string }).requestID : undefined;
      try {
        const message = checked(checkClientToolsClientMessage, raw, "client message");
        switch (message.type) {
          case "register": {
            options.checkSession(message.sessionID);
            const registration = tools.register(clientID, message.sessionID, message.tools, proof);
            connection.send({ type: "registered", sessionID: registration.sessionID, toolIDs: registration.registered, clientSecret: registration.clientSecret });
            return;
          }
          case "result":
            tools.submit(clientID, proof, message.requestID, message.result);
            return;
          case "unregister":
            tools.unregister(clientID, proof, { ...(message.sessionID !== undefined ? { sessionID: message.sessionID } : {}), ...(message.toolIDs ? { toolIDs: message.toolIDs } : {}) });
            return;
          default: {
            const never: never = message;
            return never;
          }
        }
      } catch (error) {
        sendError(error, requestID);
      }
    },
    refuse(error) {
      sendError(error);
    },
    closed() {
      tools.detach(clientID, connection);
    },
  };
}
