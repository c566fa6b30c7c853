import * as grpc from "@grpc/grpc-js";
import { constants as http2Constants } from "node:http2";
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
  ProtoBridgeError,
} from "@generated/proto/bridge";
import { PermissionServiceService } from "@generated/proto/opencode/permission/v1/permission_service";
import { ToolServiceService } from "@generated/proto/opencode/tool/v1/tool_service";
import type { PermissionEvent } from "@generated/validators/permissionEvent";
import type { ToolPart } from "@generated/validators/toolPart";
import { InvalidArgumentError, RuntimeError, UnauthenticatedError } from "../errors/runtime-error.ts";
import { mapError } from "../errors/error-mapping.ts";
import type { ToolTracker } from "../lifecycle/tool-tracker.ts";
import type { ToolEngine } from "../tools/tool-engine.ts";
import { askForOutcome } from "../permission/ask-outcome.ts";
import type { PermissionService } from "../permission/permission-service.ts";
import { formatPath } from "../validation/validate.ts";
import type { PermissionStore } from "../store/permission-store.ts";
import { type Capability, requireCapability, requireWatch } from "./access.ts";
import { actorOf, type Credential, type Credentials } from "./credentials.ts";
import { DEFAULT_BODY_LIMITS, type JsonBodyLimits, checkJsonValue } from "./json-body.ts";
import { createStreamBudget, type StreamBudget } from "./stream-budget.ts";

export interface GrpcServerOptions {
  readonly host: string;
  readonly port: number;
  readonly permissions: PermissionService;
  readonly store: PermissionStore;
  readonly tracker: ToolTracker;
  /** Runs tool calls (ExecuteTool); absent in servers that only track parts. */
  readonly tools?: ToolEngine;
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

/**
 * The generated service definitions with one change: requests arrive as raw bytes and
 * responses leave through the generated JSON⇄proto bridge. Decoding inside the handler lets a
 * malformed request (bad UTF-8, schema violation) answer INVALID_ARGUMENT with a path, where
 * grpc-js would answer a throwing deserializer with INTERNAL; encoding through the bridge checks
 * every response against its schema on the way out.
 */
// MethodDefinition<any, any>: the only type every generated definition (each with its own message types) fits.
type AnyMethod = grpc.MethodDefinition<any, any>;

function withBridgeCodecs<S extends Record<string, AnyMethod>>(
  service: S,
  encoders: { readonly [K in keyof S]: (json: never) => Uint8Array },
): grpc.ServiceDefinition {
  const out: Record<string, AnyMethod> = {};
  for (const [name, definition] of Object.entries(service)) {
    const encode = encoders[name as keyof S] as (json: unknown) => Uint8Array;
    out[name] = {
      ...definition,
      requestDeserialize: (bytes: Buffer) => bytes,
      // Streams hand over bytes they encoded themselves (to count them); everything else is JSON.
      responseSerialize: (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value) : Buffer.from(encode(value))),
    };
  }
  return out as grpc.ServiceDefinition;
}

/** The bridge's schema issues as the same `path: message` lines HTTP answers with; other failures keep their text. */
function bridgeIssues(error: ProtoBridgeError): string[] {
  if (error.issues.length === 0) return [error.message];
  return error.issues.slice(0, 10).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
}

/** Decodes request bytes through the bridge; any failure is INVALID_ARGUMENT naming the path. */
function decodeRequest<T>(decode: (bytes: Uint8Array) => T, bytes: Buffer, what: string): T {
  let value: T;
  try {
    value = decode(bytes);
  } catch (error) {
    if (error instanceof ProtoBridgeError) {
      const issues = bridgeIssues(error);
      throw new InvalidArgumentError(`invalid ${what}: ${issues.join("; ")}`, issues);
    }
    throw error;
  }
  checkJsonValue(value, what);
  return value;
}

function serviceError(error: unknown, log?: (message: string) => void): Partial<grpc.StatusObject> {
  const mapped = mapError(error);
  if (mapped.code === "INTERNAL") log?.(`internal error in gRPC handler: ${(error as Error)?.stack ?? String(error)}`);
  return { code: mapped.grpcCode, details: mapped.message };
}

/** The credential of a call; UNAUTHENTICATED when none matches. */
function authenticate(call: { metadata: grpc.Metadata }, credentials: Credentials): Credential {
  const header = call.metadata.get("authorization")[0];
  const credential = credentials.authenticate(typeof header === "string" ? header : undefined);
  if (!credential) throw new UnauthenticatedError();
  return credential;
}

/**
 * Ends a call's HTTP/2 stream with RST_STREAM (CANCEL), freeing what is queued for it. grpc-js
 * only ends a call with trailers, which a reader that stopped never receives; the stream sits
 * under grpc-js's call wrappers (`call.call[.nextCall…].stream`), so this reaches in, and falls
 * back to destroying the call where the layout differs.
 */
function resetStream(call: grpc.ServerWritableStream<Buffer, unknown>): void {
  let inner: { stream?: { close?: (code: number) => void }; nextCall?: unknown } | undefined = (call as unknown as { call?: typeof inner }).call;
  for (let depth = 0; inner && !inner.stream && depth < 8; depth++) inner = inner.nextCall as typeof inner;
  if (typeof inner?.stream?.close === "function") inner.stream.close(http2Constants.NGHTTP2_CANCEL);
  call.destroy();
}

/** Starts grpc-js with PermissionService and ToolService on `host:port` (0 = a free port). */
export async function startGrpcServer(options: GrpcServerOptions): Promise<GrpcServerHandle> {
  const { permissions, store, tracker, credentials, log } = options;
  const limits = options.limits ?? DEFAULT_BODY_LIMITS;
  const budget = options.budget ?? createStreamBudget();
  const connections = options.connections ?? DEFAULT_GRPC_CONNECTION_LIMITS;
  const server = new grpc.Server({
    "grpc.max_receive_message_length": limits.maxBytes,
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
      let buffered = 0;
      const end = () => {
        unsubscribe?.();
        unsubscribe = undefined;
        account.close();
      };
      try {
        const credential = admit(call);
        const request = decodeRequest(decode, call.request, what);
        requireWatch(credential, request.sessionID, what);
        call.on("cancelled", end);
        call.on("close", end);
        call.on("error", end);
        unsubscribe = subscribe(request, (event) => {
          if (call.cancelled || call.destroyed || call.writableEnded) return end();
          const bytes = encode(toResponse(event));
          buffered += bytes.byteLength;
          if (!account.track(buffered)) {
            log?.(`${what} stream of ${call.getPeer()} cut off: it fell ${buffered} bytes behind`);
            end();
            call.emit("error", { code: grpc.status.RESOURCE_EXHAUSTED, details: "stream client too slow: it fell behind by more than its byte budget; reconnect and resync" });
            // Drop what is queued for it now: a reader that stopped would hold it forever.
            resetStream(call);
            return;
          }
          call.write(bytes as unknown as Res, () => {
            buffered -= bytes.byteLength;
            account.track(buffered);
          });
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
      const controller = new AbortController();
      call.on("cancelled", () => controller.abort());
      return askForOutcome(permissions, request, controller.signal, actorOf(credential));
    }),
    listPermissions: unary("answer", decodeListPermissionsRequest, "ListPermissionsRequest", (request) => ({
      permissions: permissions.list().filter((p) => request.sessionID === undefined || p.sessionID === request.sessionID),
    })),
    respondToPermission: unary("answer", decodeRespondToPermissionRequest, "RespondToPermissionRequest", async (request, _call, credential) => {
      const settled = await permissions.reply({
        requestID: request.permissionID,
        reply: request.reply,
        sessionID: request.sessionID,
        ...(request.message !== undefined ? { message: request.message } : {}),
        ...(request.scope !== undefined ? { scope: request.scope } : {}),
        ...(request.expiresIn !== undefined ? { expiresIn: request.expiresIn } : {}),
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
      if (!options.tools) throw new RuntimeError("UNAVAILABLE", "this server runs no tools");
      // A client that cancels or disconnects aborts its tool call.
      const controller = new AbortController();
      call.on("cancelled", () => controller.abort());
      const part = await options.tools.execute({ ...request, signal: controller.signal, actor: actorOf(credential) });
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
