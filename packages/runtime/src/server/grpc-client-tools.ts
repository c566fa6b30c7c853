import * as grpc from "@grpc/grpc-js";
import { decodeClientToolServiceConnectRequest, encodeClientToolServiceConnectResponse } from "@generated/proto/bridge";
import { ClientToolServiceService } from "@generated/proto/opencode/client/v1/client_service";
import { createClientChannel } from "../client-tools/client-channel.ts";
import type { ClientConnection } from "../client-tools/client-connection.ts";
import { checkClientID } from "../client-tools/client-id.ts";
import type { ClientTools } from "../client-tools/client-tool-registry.ts";
import { InvalidArgumentError } from "../errors/runtime-error.ts";
import { requireCapability, requireSession } from "./access.ts";
import type { Credentials } from "./credentials.ts";
import { authenticate, createBudgetedWriter, decodeRequest, serviceError, withBridgeCodecs } from "./grpc-support.ts";
import type { StreamBudget } from "./stream-budget.ts";

/** Metadata keys of ClientToolService.Connect. */
export const CLIENT_ID_METADATA = "x-toolwire-client-id";
export const CLIENT_SECRET_METADATA = "x-toolwire-client-secret";

export interface GrpcClientToolsOptions {
  readonly clientTools: ClientTools;
  readonly credentials: Credentials;
  readonly budget: StreamBudget;
  /** Marks the peer as authenticated (the connection guard closes silent connections). */
  readonly authenticated: (peer: string) => void;
  readonly log?: (message: string) => void;
}

const text = (metadata: grpc.Metadata, key: string): string | undefined => {
  const value = metadata.get(key)[0];
  return typeof value === "string" && value !== "" ? value : undefined;
};

/**
 * ClientToolService: `Connect` binds one client to one bidirectional stream (user role), with
 * the same messages as the WebSocket, wrapped for gRPC. A malformed message is answered with an
 * `error` message and the stream stays open; a reader more than its byte budget behind is cut
 * off with RESOURCE_EXHAUSTED (its in-flight calls fail, its tools wait out the grace period).
 */
export function clientToolService(options: GrpcClientToolsOptions): { definition: grpc.ServiceDefinition; implementation: grpc.UntypedServiceImplementation } {
  const { clientTools, credentials, budget, log } = options;
  const definition = withBridgeCodecs(ClientToolServiceService, { connect: encodeClientToolServiceConnectResponse });
  const connect = (call: grpc.ServerDuplexStream<Buffer, unknown>) => {
    const account = budget.open();
    let ended = false;
    let channel: ReturnType<typeof createClientChannel> | undefined;
    const finish = () => {
      if (ended) return;
      ended = true;
      account.close();
      channel?.closed();
    };
    const write = createBudgetedWriter(call, account, (behind) => {
      log?.(`client tools: gRPC stream of ${text(call.metadata, CLIENT_ID_METADATA)} cut off: it fell ${behind} bytes behind`);
      finish();
    });
    const fail = (error: unknown) => {
      finish();
      call.emit("error", serviceError(error, log));
    };
    try {
      const credential = authenticate(call, credentials);
      options.authenticated(call.getPeer());
      requireCapability(credential, "provide-tools", "connecting client tools");
      const clientID = text(call.metadata, CLIENT_ID_METADATA);
      if (!clientID) throw new InvalidArgumentError(`metadata ${CLIENT_ID_METADATA} is required: the client this stream binds`, [`${CLIENT_ID_METADATA}: required`]);
      checkClientID(clientID, CLIENT_ID_METADATA);
      const connection: ClientConnection = {
        transport: "grpc",
        send(message) {
          if (ended || call.cancelled || call.destroyed || call.writableEnded) return;
          write(encodeClientToolServiceConnectResponse({ message }));
        },
        close(reason) {
          finish();
          call.emit("error", { code: grpc.status.ABORTED, details: reason });
        },
      };
      clientTools.attach(clientID, connection, text(call.metadata, CLIENT_SECRET_METADATA), "create-or-resume");
      channel = createClientChannel({
        tools: clientTools,
        clientID,
        connection,
        checkSession: (sessionID) => requireSession(credential, sessionID, "registering client tools"),
        ...(log ? { log } : {}),
      });
      const open = channel;
      call.on("data", (bytes: Buffer) => {
        let request;
        try {
          request = decodeRequest(decodeClientToolServiceConnectRequest, bytes, "ClientToolServiceConnectRequest");
        } catch (error) {
          return open.refuse(error);
        }
        open.receive(request.message);
      });
      call.on("end", () => {
        finish();
        call.end();
      });
      call.on("cancelled", finish);
      call.on("close", finish);
      call.on("error", finish);
      call.sendMetadata(new grpc.Metadata());
    } catch (error) {
      fail(error);
    }
  };
  return { definition, implementation: { connect } };
}
