import * as grpc from "@grpc/grpc-js";
import { createServer, type Server as NetServer, type Socket } from "node:net";
import {
  decodeAskPermissionRequest,
  decodeListApprovalsRequest,
  decodeListAuditRequest,
  decodeListPermissionsRequest,
  decodeRevokeApprovalRequest,
  decodeRespondToPermissionRequest,
  decodeWatchPermissionsRequest,
  decodeExecuteToolRequest,
  decodeWatchToolPartsRequest,
  encodeAskPermissionResponse,
  encodeListApprovalsResponse,
  encodeListAuditResponse,
  encodeListPermissionsResponse,
  encodeRevokeApprovalResponse,
  encodeRespondToPermissionResponse,
  encodeWatchPermissionsResponse,
  encodeExecuteToolResponse,
  encodeWatchToolPartsResponse,
} from "@generated/proto/bridge";
import { PermissionServiceService } from "@generated/proto/opencode/permission/v1/permission_service";
import { ToolServiceService } from "@generated/proto/opencode/tool/v1/tool_service";
import type { PermissionEvent } from "@generated/validators/permissionEvent";
import type { ToolPart } from "@generated/validators/toolPart";
import { PayloadTooLargeError, RuntimeError } from "../errors/runtime-error.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { ToolEngine } from "../tools/tool-engine.ts";
import { askForOutcome } from "../permission/ask-outcome.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import type { PermissionStore } from "../store/permission-store.ts";
import { type Capability, requireCapability, requireWatch } from "./access.ts";
import { actorOf, type Credential, type Credentials } from "./credentials.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits } from "./json-body.ts";
import { MAX_RESULT_BYTES } from "./client-tools-routes.ts";
import { clientToolService } from "./grpc-client-tools.ts";
import type { ClientTools } from "../client-tools/client-tool-registry.ts";
import { authenticate, createBudgetedWriter, decodeRequest, serviceError, untilCancelled, withBridgeCodecs } from "./grpc-support.ts";
import { createStreamBudget, type StreamBudget } from "./stream-budget.ts";
import { replyOptions } from "./permission-exchange.ts";

export interface GrpcServerOptions {
  readonly host: string;
  readonly port: number;
  readonly permissions: PermissionService;
  readonly store: PermissionStore;
  readonly tracker: ToolTracker;
  /** Runs tool calls (ExecuteTool); absent in servers that only track parts. */
  readonly tools?: ToolEngine;
  /** Client-side tools (ClientToolService.Connect); absent in servers without them. */
  readonly clientTools?: ClientTools;
  readonly credentials: Credentials;
  readonly limits?: JsonBodyLimits;
  /** Bytes slow stream readers may fall behind, per stream and in total, before a stream is ended with RESOURCE_EXHAUSTED. */
  readonly budget?: StreamBudget;
  readonly connections?: GrpcConnectionLimits;
  readonly log?: (message: string) => void;
}

/** How the gRPC port defends itself against held connections. */
export interface GrpcConnectionLimits {
  /** Connections open at once; more are closed on arrival. */
  readonly maxConnections: number;
  /** A connection that has made no authenticated call within this is closed. */
  readonly authTimeoutMs: number;
  /** A connection with no call in flight for this long is closed (grpc.max_connection_idle_ms). */
  readonly idleTimeoutMs: number;
}

export const DEFAULT_GRPC_CONNECTION_LIMITS: GrpcConnectionLimits = Object.freeze({ maxConnections: 1024, authTimeoutMs: 10_000, idleTimeoutMs: 300_000 });

export interface GrpcServerHandle {
  readonly port: number;
  stop(): Promise<void>;
}

/** Starts grpc-js with PermissionService and ToolService on `host:port` (0 = a free port). */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServerHandle> {
  const { permissions, store, tracker, credentials, log } = options;
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  const budget = options.budget ?? createStreamBudget();
  const connections = options.connections ?? DEFAULT_GRPC_CONNECTION_LIMITS;
  const server = new grpc.Server({
    // Client tool results may be 16 MiB; every other request is held to the body limit in decodeRequest.
    "grpc.max_receive_message_length": options.clientTools ? Math.max(limits.maxBytes, MAX_RESULT_BYTES) : limits.maxBytes,
    "grpc.max_send_message_length": 16 * 1024 * 1024,
    "grpc.keepalive_permit_without_calls": 1,
    "grpc.max_connection_idle_ms": connections.idleTimeoutMs,
  });
  // Peers (`address:port`, as getPeer() names them) that have made an authenticated call.
  const authenticated = new Set<string>();

  /** Authenticates a call and checks its role; marks the connection as authenticated. */
  const admit = (call: grpc.ServerUnaryCall<Buffer, unknown> | grpc.ServerWritableStream<Buffer, unknown>, capability?: Capability, what = ""): Credential => {
    const credential = authenticate(call, credentials);
    authenticated.add(call.getPeer());
    if (capability) requireCapability(credential, capability, what);
    return credential;
  };

  /** A unary handler: auth and role, decode, run, answer; every failure mapped to its status code. */
  const unary =
    <Req, Res>(
      capability: Capability,
      decode: (bytes: Uint8Array) => Req,
      what: string,
      run: (request: Req, call: grpc.ServerUnaryCall<Buffer, Res>, credential: Credential) => Promise<Res> | Res,
    ) =>
    (call: grpc.ServerUnaryCall<Buffer, Res>, callback: grpc.sendUnaryData<Res>) => {
      void (async () => {
        try {
          const credential = admit(call, capability, what);
          if (call.request.byteLength > limits.maxBytes) throw new PayloadTooLargeError(`${what} is ${call.request.byteLength} bytes; the limit is ${limits.maxBytes}`);
          callback(null, await run(decodeRequest(decode, call.request, what), call, credential));
        } catch (error) {
          callback(serviceError(error, log));
        }
      })();
    };

  /**
   * A server stream over a bus subscription. The subscription ends when the client cancels or
   * disconnects; a client that falls behind by more than its byte budget is ended with
   * RESOURCE_EXHAUSTED instead of growing server memory.
   */
  const stream =
    <Req extends { sessionID?: string }, Event, Res>(
      decode: (bytes: Uint8Array) => Req,
      what: string,
      subscribe: (request: Req, push: (event: Event) => void) => () => void,
      toResponse: (event: Event) => Res,
      encode: (response: Res) => Uint8Array,
    ) =>
    (call: grpc.ServerWritableStream<Buffer, Res>) => {
      let unsubscribe: (() => void) | undefined;
      const account = budget.open();
      const end = () => {
        unsubscribe?.();
        unsubscribe = undefined;
        account.close();
      };
      const write = createBudgetedWriter(call as grpc.ServerWritableStream<Buffer, unknown>, account, (behind) => {
        log?.(`${what} stream of ${call.getPeer()} cut off: it fell ${behind} bytes behind`);
        end();
      });
      try {
        const credential = admit(call);
        const request = decodeRequest(decode, call.request, what);
        requireWatch(credential, request.sessionID, what);
        call.on("cancelled", end);
        call.on("close", end);
        call.on("error", end);
        unsubscribe = subscribe(request, (event) => {
          if (call.cancelled || call.destroyed || call.writableEnded) return end();
          write(encode(toResponse(event)));
        });
        // Headers now, so a client knows the subscription is live before the first event.
        call.sendMetadata(new grpc.Metadata());
      } catch (error) {
        end();
        call.emit("error", serviceError(error, log));
      }
    };

  const permissionService = withBridgeCodecs(PermissionServiceService, {
    askPermission: encodeAskPermissionResponse,
    listPermissions: encodeListPermissionsResponse,
    respondToPermission: encodeRespondToPermissionResponse,
    watchPermissions: encodeWatchPermissionsResponse,
    listApprovals: encodeListApprovalsResponse,
    revokeApproval: encodeRevokeApprovalResponse,
    listAudit: encodeListAuditResponse,
  });
  server.addService(permissionService, {
    askPermission: unary("ask", decodeAskPermissionRequest, "AskPermissionRequest", (request, call, credential) => {
      // A client that cancels or disconnects cancels its pending request.
      return untilCancelled(call, (signal) => askForOutcome(permissions, request, signal, actorOf(credential)));
    }),
    listPermissions: unary("answer", decodeListPermissionsRequest, "ListPermissionsRequest", (request) => ({
      permissions: permissions.list().filter((p) => request.sessionID === undefined || p.sessionID === request.sessionID),
    })),
    respondToPermission: unary("answer", decodeRespondToPermissionRequest, "RespondToPermissionRequest", async (request, _call, credential) => {
      const settled = await permissions.reply({
        requestID: request.permissionID,
        reply: request.reply,
        sessionID: request.sessionID,
        ...replyOptions(request),
        actor: actorOf(credential),
      });
      return { settled: [...settled] };
    }),
    watchPermissions: stream(
      decodeWatchPermissionsRequest,
      "WatchPermissionsRequest",
      (request, push: (event: PermissionEvent) => void) =>
        permissions.subscribe((event) => {
          if (request.sessionID === undefined || event.properties.sessionID === request.sessionID) push(event);
        }),
      (event) => ({ event }),
      encodeWatchPermissionsResponse,
    ),
    listApprovals: unary("administer", decodeListApprovalsRequest, "ListApprovalsRequest", (request) => ({
      approvals: [...permissions.approvals(request.sessionID)],
    })),
    revokeApproval: unary("administer", decodeRevokeApprovalRequest, "RevokeApprovalRequest", async (request, _call, credential) => {
      return { approval: await permissions.revoke(request.approvalID, actorOf(credential)) };
    }),
    listAudit: unary("administer", decodeListAuditRequest, "ListAuditRequest", (request) => store.listAudit(permissions.projectID, request)),
  } satisfies grpc.UntypedServiceImplementation);

  server.addService(withBridgeCodecs(ToolServiceService, { watchToolParts: encodeWatchToolPartsResponse, executeTool: encodeExecuteToolResponse }), {
    executeTool: unary("run", decodeExecuteToolRequest, "ExecuteToolRequest", async (request, call, credential) => {
      const { tools } = options;
      if (!tools) throw new RuntimeError("UNAVAILABLE", "this server runs no tools");
      // A client that cancels or disconnects aborts its tool call.
      const part = await untilCancelled(call, (signal) => tools.execute({ ...request, signal, actor: actorOf(credential) }));
      return { part };
    }),
    watchToolParts: stream(
      decodeWatchToolPartsRequest,
      "WatchToolPartsRequest",
      (request, push: (part: ToolPart) => void) =>
        tracker.subscribe(({ properties: { part } }) => {
          if (request.sessionID !== undefined && part.sessionID !== request.sessionID) return;
          if (request.messageID !== undefined && part.messageID !== request.messageID) return;
          push(part);
        }),
      (part) => ({ part }),
      encodeWatchToolPartsResponse,
    ),
  } satisfies grpc.UntypedServiceImplementation);

  if (options.clientTools) {
    const service = clientToolService({ clientTools: options.clientTools, credentials, budget, authenticated: (peer) => authenticated.add(peer), ...(log ? { log } : {}) });
    server.addService(service.definition, service.implementation);
  }

  // Our own listener in front of grpc-js, so the port can bound connections and close the ones
  // that never authenticate (grpc-js alone holds any number of silent HTTP/2 connections).
  const injector = server.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  const sockets = new Set<Socket>();
  const listener: NetServer = createServer({ noDelay: true }, (socket) => {
    if (sockets.size >= connections.maxConnections) {
      socket.resetAndDestroy();
      return;
    }
    sockets.add(socket);
    const peer = socket.remoteFamily === "IPv6" ? `[${socket.remoteAddress}]:${socket.remotePort}` : `${socket.remoteAddress}:${socket.remotePort}`;
    const timer = setTimeout(() => {
      // A reset, not a FIN: the HTTP/2 session owns the socket now and would otherwise linger.
      if (!authenticated.has(peer) && !authenticated.has(`${socket.remoteAddress}:${socket.remotePort}`)) socket.resetAndDestroy();
    }, connections.authTimeoutMs);
    timer.unref?.();
    socket.once("close", () => {
      clearTimeout(timer);
      sockets.delete(socket);
      authenticated.delete(peer);
      authenticated.delete(`${socket.remoteAddress}:${socket.remotePort}`);
    });
    injector.injectConnection(socket);
  });
  const port = await new Promise<number>((resolve, reject) => {
    listener.once("error", reject);
    listener.listen(options.port, options.host, () => {
      listener.off("error", reject);
      const address = listener.address();
      resolve(typeof address === "object" && address ? address.port : options.port);
    });
  });

  return Object.freeze({
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        listener.close();
        // Graceful first (blocked asks were already answered by dispose); force after a grace period.
        const timer = setTimeout(() => {
          injector.destroy();
          server.forceShutdown();
          for (const socket of sockets) socket.destroy();
          resolve();
        }, 2_000);
        injector.drain(0);
        server.tryShutdown(() => {
          clearTimeout(timer);
          injector.destroy();
          for (const socket of sockets) socket.destroy();
          resolve();
        });
      }),
  });
}
